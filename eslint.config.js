import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/public/mockServiceWorker.js',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['customer-web/**/*.{ts,tsx}', 'provider-console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...boundaries(),
);

/** The folders of an app's src that hold one feature each (the console's resource folders). */
function featureFolders(app) {
  const root = app === 'customer-web' ? 'customer-web/src/features' : `${app}/src`;
  const shared = new Set(['lib', 'components', 'app', 'features']);
  const names = readdirSync(new URL(root, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !shared.has(entry.name))
    .map((entry) => entry.name);
  return { root, names };
}

function alternatives(names) {
  return names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
}

/**
 * Import boundaries: lib/ and components/ never import a feature; features never import each other; the apps
 * reach the mock API only from their entry point (demo and development) and tests; shared/ stands alone.
 */
function boundaries() {
  const mockApi = {
    group: ['@portal/mock-api', '@portal/mock-api/*'],
    message: 'The mock API is reached only from the entry point (demo and development) and tests.',
  };
  const mockApiDynamic = {
    selector: 'ImportExpression[source.value=/^@portal\\/mock-api/]',
    message: mockApi.message,
  };
  const restrict = (patterns) => ({
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': ['error', mockApiDynamic],
  });
  const configs = [];
  for (const app of ['customer-web', 'provider-console']) {
    const { root, names } = featureFolders(app);
    const anyFeature = {
      regex: `^(\\.\\./)+(features/)?(${alternatives(names)})(/|$)|(^|/)features(/|$)`,
      message:
        'lib/ and components/ never import a feature; move what both need down to lib/ or @portal/shared.',
    };
    configs.push({
      files: [`${app}/src/**/*.{ts,tsx}`],
      ignores: [`${app}/src/main.tsx`, '**/*.test.{ts,tsx}'],
      rules: restrict([mockApi]),
    });
    configs.push({
      files: [`${app}/src/lib/**/*.{ts,tsx}`, `${app}/src/components/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: restrict([mockApi, anyFeature]),
    });
    for (const name of names) {
      const others = names.filter((n) => n !== name);
      configs.push({
        files: [`${root}/${name}/**/*.{ts,tsx}`],
        ignores: ['**/*.test.{ts,tsx}'],
        rules: restrict([
          mockApi,
          {
            regex: `^(\\.\\./)+(features/)?(${alternatives(others)})(/|$)`,
            message: 'Features do not import each other; move shared code to lib/ or @portal/shared.',
          },
        ]),
      });
    }
  }
  configs.push({
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@portal/*'], message: 'shared/ imports nothing from the other packages.' }] },
      ],
    },
  });
  return configs;
}
