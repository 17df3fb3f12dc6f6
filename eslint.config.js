import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SHARED = ['components', 'lib', 'stores', 'config', 'copy', 'utils', 'types', 'styles'];
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Features stand alone; checkout may build on address and invoice (ARCHITECTURE.md rule 1). */
const ALLOWED_FEATURE_IMPORTS = { checkout: ['address', 'invoice'] };

const layerZones = [
  ...SHARED.map((dir) => ({
    target: `./src/${dir}`,
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features or the app layer.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import the app layer.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...(ALLOWED_FEATURE_IMPORTS[feature] ?? []).map((f) => `./${f}`)],
    message: 'Features do not import each other; compose them in src/app.',
  })),
  {
    target: ['./src/app', './src/features', ...SHARED.map((dir) => `./src/${dir}`)],
    from: './src/mocks',
    message: 'Only main.tsx and src/testing may import the mock backend.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use named exports.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['*.config.{js,ts}', 'scripts/**/*.{js,mjs}', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
