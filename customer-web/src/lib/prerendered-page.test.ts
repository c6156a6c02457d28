import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes';
import { PRERENDERED_PATHS, scriptSafeJson } from './prerendered-page';

describe('pre-rendered pages', () => {
  it('are the visitor pages of the route table, each a page of its own (not the not-found page)', () => {
    expect(PRERENDERED_PATHS).toEqual([
      '/',
      '/sign-in',
      '/sign-up',
      '/plans',
      '/international-plans',
      '/broadband',
      '/recharge',
      '/pay-bill',
      '/help',
    ]);
    for (const path of PRERENDERED_PATHS) {
      const matched = matchRoutes(routes, path) ?? [];
      expect(matched.at(-1)?.route.path ?? 'index', path).not.toBe('*');
    }
  });

  it('carry their data as JSON that cannot end its script element', () => {
    const json = scriptSafeJson({ text: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!--' });
  });
});
