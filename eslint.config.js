import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SHARED = ['components', 'lib', 'stores', 'config', 'copy', 'utils', 'types', 'styles'];
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * Features stand alone (ARCHITECTURE.md rule 1), with two exceptions. Checkout is where the
 * buying domains meet: it builds on address and invoice, and on the goods, cart and orders
 * calls it confirms, edits and pays, instead of restating their paths; it reads the account's
 * balance to notice a completed top-up, and the member's saved banks from finance. Orders reuse the
 * address picker and the invoice form for changing an order's address and requesting an invoice.
 */
const ALLOWED_FEATURE_IMPORTS = {
  checkout: ['address', 'invoice', 'goods', 'cart', 'orders', 'account', 'finance'],
  orders: ['address', 'invoice'],
};

/**
 * Layer rules (shared -> features -> app). Imports across top-level folders go through the
 * '@/' alias, so a rule on the import string sees where it points; climbing out of a folder
 * with '../../' is refused so that nothing slips past.
 */
const noMocks = {
  regex: '(^@/|/)mocks(/|$)',
  message: 'Only main.tsx and the test infrastructure in tests/ may import the mock backend.',
};
const noTestInfrastructure = {
  regex: '^@tests/',
  message: 'What ships does not import the test infrastructure.',
};
const noClimbing = {
  regex: '^(\\.\\./){2,}',
  message: "Import across folders through '@/', not '../../'.",
};
const restrict = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [noMocks, noTestInfrastructure, noClimbing, ...patterns] },
  ],
});

const layerRules = [
  {
    files: SHARED.map((dir) => `src/${dir}/**/*.{ts,tsx}`),
    ignores: ['**/__tests__/**'],
    rules: restrict({
      regex: '^@/(features|app)/',
      message: 'Shared code must not depend on features or the app layer.',
    }),
  },
  ...features.map((feature) => {
    const allowed = [feature, ...(ALLOWED_FEATURE_IMPORTS[feature] ?? [])].join('|');
    return {
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      ignores: ['**/__tests__/**'],
      rules: restrict(
        { regex: '^@/app/', message: 'Features must not import the app layer.' },
        {
          regex: `^@/features/(?!(${allowed})/)`,
          message: 'Features do not import each other; compose them in src/app.',
        },
      ),
    };
  }),
  {
    files: ['src/app/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: restrict(),
  },
  {
    files: ['src/**/__tests__/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [noMocks, { regex: '^(\\.\\./){3,}', message: noClimbing.message }],
        },
      ],
    },
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
      'test-results-*',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: {
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
    files: ['{src,tests}/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['{src,tests}/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['*.config.{js,ts}', 'scripts/**/*.{js,mjs}', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // rendering and logic tests share modules within a worker (vite.config.ts)
    files: ['{src,tests}/**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'unmock', 'resetModules', 'stubGlobal', 'stubEnv'].map(
          (property) => ({
            object: 'vi',
            property,
            message:
              'Test files share modules; one that replaces a module or a global is named *.isolated.test.tsx.',
          }),
        ),
      ],
    },
  },
  ...layerRules,
  prettier,
);
