import { describe, expect, it } from 'vitest';
import { chunksOf } from '../../customer-web/scripts/chunks-of';
import { intoShell } from '../../customer-web/scripts/into-shell';

const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_framework.js'] },
  'src/features/auth/sign-in-page.tsx': {
    file: 'assets/sign-in-page.js',
    imports: ['_form.js', '_framework.js'],
  },
  'src/app/guarded.tsx': { file: 'assets/guarded.js', imports: ['_framework.js'] },
};

describe("a pre-rendered page's links to its route's code", () => {
  it('name the chunks of its modules and of all they import, each once, imports first', () => {
    expect(chunksOf(manifest, ['src/app/guarded.tsx', 'src/features/auth/sign-in-page.tsx'])).toEqual([
      'assets/framework.js',
      'assets/guarded.js',
      'assets/form.js',
      'assets/sign-in-page.js',
    ]);
  });

  it('fail the build for a module the manifest does not know', () => {
    expect(() => chunksOf(manifest, ['src/features/gone-page.tsx'])).toThrow(/gone-page.tsx is not in/);
  });

  it('are named in the page beside its data, those the shell links already left out, linked by a script that runs before the app', () => {
    const shell =
      '<html><head><title>Portal</title><script type="module" crossorigin src="/demo/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/demo/assets/framework.js"></head>' +
      '<body><div id="root"></div></body></html>';
    const page = {
      html: '<h1>Sign in</h1>',
      styles: '',
      data: { mutations: [], queries: [] },
      title: 'Sign in',
    };
    const html = intoShell(shell, '/sign-in', page, {
      base: '/demo/',
      chunks: ['/demo/assets/framework.js', '/demo/assets/sign-in-page.js'],
    });
    expect(html).toContain(
      '<script type="application/json" id="route-code">["/demo/assets/sign-in-page.js"]</script></body>',
    );
    // Deferred and ahead of the app's module script: run in the order written, the linking comes first.
    expect(html).toContain(
      '<title>Sign in</title><script src="/demo/link-route-code.js" defer></script>' +
        '<script type="module" crossorigin src="/demo/assets/index.js"></script>',
    );
    expect(intoShell(shell, '/sign-in', page)).not.toContain('route-code');
  });
});

describe("a pre-rendered page's styles", () => {
  it('go into the head, marked as placed, so the style caches of the app take them over where they are', () => {
    const shell = '<html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
    const styles =
      '<style data-emotion="css-global 0">body{margin:0}</style><style data-emotion="css 1k2 3m4">.css-1k2{}</style>';
    const html = intoShell(shell, '/help', { html: '<h1>Help</h1>', styles, data: {}, title: 'Help' });
    expect(html).toContain(
      '<style data-s="" data-emotion="css-global 0">body{margin:0}</style>' +
        '<style data-s="" data-emotion="css 1k2 3m4">.css-1k2{}</style></head>',
    );
  });
});
