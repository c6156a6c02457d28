import { describe, expect, it } from 'vitest';
import { prerenderedFileFor } from '../../scripts/prerendered-pages.mjs';

describe('the file of a pre-rendered page', () => {
  it('is named by the address, with or without its slashes; the home is index', () => {
    expect(prerenderedFileFor('/')).toBe('prerendered/index.html');
    expect(prerenderedFileFor('')).toBe('prerendered/index.html');
    expect(prerenderedFileFor('/sign-in')).toBe('prerendered/sign-in.html');
    expect(prerenderedFileFor('sign-in/')).toBe('prerendered/sign-in.html');
  });

  it('is none for a deeper address, a file name, a way out of the folder or the home by its own name', () => {
    for (const path of ['/profile/dashboard', '/favicon.ico', '/../secret', '/%2e%2e', '/index', '/Sign-In'])
      expect(prerenderedFileFor(path), path).toBeUndefined();
  });
});
