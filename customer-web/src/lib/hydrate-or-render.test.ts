import { afterEach, describe, expect, it } from 'vitest';
import { pathInApp, readPrerendered, shouldHydrate, type FirstRenderFacts } from './hydrate-or-render';

const firstVisit: FirstRenderFacts = {
  prerenderedPath: '/sign-in',
  path: '/sign-in',
  search: '',
  language: 'en',
  keptData: false,
  headerHidden: false,
};

describe('hydrate or render', () => {
  it('hydrates a pre-rendered page opened as it was drawn, with or without the last slash', () => {
    expect(shouldHydrate(firstVisit)).toBe(true);
    expect(shouldHydrate({ ...firstVisit, path: '/sign-in/' })).toBe(true);
    expect(shouldHydrate({ ...firstVisit, prerenderedPath: '/', path: '/' })).toBe(true);
  });

  it('renders afresh over the app shell, another page, a query, another language, kept data or a hidden header', () => {
    expect(shouldHydrate({ ...firstVisit, prerenderedPath: undefined })).toBe(false);
    expect(shouldHydrate({ ...firstVisit, path: '/sign-up' })).toBe(false);
    expect(shouldHydrate({ ...firstVisit, search: '?redirect=%2Fprofile' })).toBe(false);
    expect(shouldHydrate({ ...firstVisit, language: 'mi-NZ' })).toBe(false);
    expect(shouldHydrate({ ...firstVisit, keptData: true })).toBe(false);
    expect(shouldHydrate({ ...firstVisit, headerHidden: true })).toBe(false);
  });

  it('reads the path inside the app base', () => {
    expect(pathInApp('/demo/sign-in', '/demo')).toBe('/sign-in');
    expect(pathInApp('/demo/', '/demo')).toBe('/');
    expect(pathInApp('/demo', '/demo')).toBe('/');
    expect(pathInApp('/plans', '')).toBe('/plans');
  });
});

describe('the pre-rendered page in the document', () => {
  afterEach(() => document.body.replaceChildren());

  const root = (html: string) => {
    document.body.innerHTML = html;
    return document.getElementById('root') as HTMLElement;
  };

  it('names its path and carries its data', () => {
    const page = root(
      '<div id="root" data-prerendered="/plans"><main>Plans</main></div>' +
        '<script type="application/json" id="prerendered-data">{"mutations":[],"queries":[]}</script>',
    );
    expect(readPrerendered(page)).toEqual({ path: '/plans', data: { mutations: [], queries: [] } });
  });

  it('is none in the empty app shell', () => {
    expect(readPrerendered(root('<div id="root"></div>'))).toBeUndefined();
    expect(readPrerendered(root('<div id="root" data-prerendered="/plans"></div>'))).toBeUndefined();
  });
});
