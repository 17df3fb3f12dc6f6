import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SHARED = ['components', 'lib', 'stores', 'config', 'copy', 'utils', 'styles'];
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * Features stand alone (ARCHITECTURE.md rule 1), with two exceptions. Checkout is where the
 * buying domains meet: it builds on address and invoice, and on the goods, cart and orders
 * calls it confirms, edits and pays, instead of restating their paths; it reads the account's
 * balance to notice a completed top-up, and the member's saved banks from finance. Orders reuse the
 * address picker and the invoice form for changing an order's address and requesting an invoice.
 * Quick order matches lines with the catalogue's calls and the checkout's delivery check at the
 * default address, and puts them into the cart.
 */
const ALLOWED_FEATURE_IMPORTS = {
  checkout: ['address', 'invoice', 'goods', 'cart', 'orders', 'account', 'finance'],
  orders: ['address', 'invoice'],
  'quick-order': ['goods', 'cart', 'checkout', 'address'],
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
const noContractTooling = {
  regex: '^@/contract(/|$)',
  message:
    'src/contract writes and checks the API contract (docs, the API checker, the mock in tests); what ships calls through the endpoints instead.',
};
const noTestInfrastructure = {
  regex: '^@tests/',
  message: 'What ships does not import the test infrastructure.',
};
const noClimbing = {
  regex: '^(\\.\\./){2,}',
  message: "Import across folders through '@/', not '../../'.",
};

/**
 * Shapes the member-screen kit replaced (ARCHITECTURE.md rule 16) stay out of what ships: each
 * import names the kit piece to use instead. Only the kit's tag file renders antd's Tag, and
 * features draw their cards through the kit's, so that every titled card is a named region.
 */
const TAG_OWNER = 'src/components/ui/status-tag.tsx';
const noAntdList = {
  name: 'antd',
  importNames: ['List'],
  message:
    "antd's List is deprecated; use SimpleList from '@/components/ui/simple-list' with ListRow from '@/components/ui/list-row'.",
};
const noAntdTag = {
  name: 'antd',
  importNames: ['Tag'],
  message:
    "Use EnumTag or StatusTag for a status, LabelTag for a mark or a name, from '@/components/ui/status-tag' (tones in tone-colours.ts).",
};
const noAntdCard = {
  name: 'antd',
  importNames: ['Card'],
  message:
    "A titled part of a screen is a SectionCard from '@/components/ui/section-card' (a region named by its heading), the screen's frame a PageCard from '@/components/ui/page-card', a card without a heading of its own a PlainCard from '@/components/ui/plain-card'.",
};
/** A feature's paged list shows its states and its pager the kit's one way. */
const noBarePager = {
  name: '@/components/ui/pager',
  message:
    "Show a server-paged list through PagedList from '@/components/ui/paged-list' (PagedTable for a table): loading, 加载失败 with 重试, empty only when the server said so, and the pager, its page in the URL.",
};
/** Features read and write the URL through the kit's hooks, which keep the list's filters. */
const noSearchParams = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  importNames: ['useSearchParams'],
  message:
    "Read the URL through the kit: useUrlFilters from '@/lib/use-url-filters' for a list's filters, useDetailParam from '@/lib/use-detail-param' (or DetailLink) for the row shown in detail, useUrlParam from '@/lib/use-url-param' for one parameter read as written.",
}));
const noDeletedHelpers = [
  {
    regex: '(^|/)use-list-params$',
    message: "Use useUrlFilters from '@/lib/use-url-filters' with the keys in '@/lib/url-keys'.",
  },
  {
    regex: '(^|/)save-then-close$',
    message:
      "Use FormDialog from '@/components/ui/form-dialog' (or useDialogSubmission from '@/lib/use-submission'), which owns submission.",
  },
];
const outOfReach = [noMocks, noContractTooling, noTestInfrastructure];
const restrictIn =
  (paths, unreachable = outOfReach) =>
  (...patterns) => ({
    'no-restricted-imports': [
      'error',
      { paths, patterns: [...unreachable, noClimbing, ...noDeletedHelpers, ...patterns] },
    ],
  });
const restrict = restrictIn([noAntdList, noAntdTag]);
const restrictFeature = restrictIn([
  noAntdList,
  noAntdTag,
  noAntdCard,
  noBarePager,
  ...noSearchParams,
]);
const sharedLayer = {
  regex: '^@/(features|app)/',
  message: 'Shared code must not depend on features or the app layer.',
};

const mockImportsOnlyApi = {
  regex: '^@/features/[^/]+/(?!api/)',
  message:
    "The mock imports only a feature's api/ (paths, types, schemas); it validates with its own rules, not the app's utils or components.",
};

const layerRules = [
  {
    files: SHARED.map((dir) => `src/${dir}/**/*.{ts,tsx}`),
    ignores: ['**/__tests__/**', TAG_OWNER],
    rules: restrict(sharedLayer),
  },
  {
    files: [TAG_OWNER],
    rules: restrictIn([noAntdList])(sharedLayer),
  },
  ...features.map((feature) => {
    const allowed = [feature, ...(ALLOWED_FEATURE_IMPORTS[feature] ?? [])].join('|');
    return {
      files: [`src/features/${feature}/**/*.{ts,tsx}`],
      ignores: ['**/__tests__/**'],
      rules: restrictFeature(
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
    // the mock stands in for the server: it takes a feature's API (paths, types, schemas) but
    // checks requests with rules of its own, so that a wrong rule of the app fails a test
    files: ['src/mocks/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**', 'src/mocks/http/**'],
    rules: restrict(mockImportsOnlyApi),
  },
  {
    // the mock over HTTP runs in node, in no page: its seam finds an endpoint by the
    // operationId the contract gives it
    files: ['src/mocks/http/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: restrictIn([noAntdList, noAntdTag], [noMocks, noTestInfrastructure])(mockImportsOnlyApi),
  },
  {
    // the entry starts the mock backend, so only the kit's imports are held to
    files: ['src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [noAntdList, noAntdTag], patterns: noDeletedHelpers },
      ],
    },
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

const namedExports = {
  selector: 'ExportDefaultDeclaration',
  message: 'Use named exports.',
};
const noInlineRequired = {
  selector:
    "ObjectExpression:has(> Property[key.name='required'][value.value=true]):has(> Property[key.name='message'])",
  message:
    "Use the rules in '@/lib/form-rules': requiredText for typed text (textCheck for its checks), requiredChoice for a picked value, requiredFiles for an upload.",
};
/**
 * A change names what it changed (lib/query-changes.ts): a mutation in its meta, which the
 * query client refreshes when it settles, anything else through refreshChanged. Nothing marks
 * the whole cache stale, and features do not invalidate by hand.
 */
const noUnfilteredInvalidation = {
  selector:
    'CallExpression[callee.property.name=/^(invalidate|refetch|reset)Queries$/][arguments.length=0]',
  message:
    "Name what changed: a mutation's meta ({ invalidates, topics }) or refreshChanged from '@/lib/query-changes'; the whole cache is never refreshed at once.",
};
const noHandInvalidation = {
  selector: "MemberExpression[property.name='invalidateQueries']",
  message:
    "Declare what a mutation changes in its meta ({ invalidates, topics }), which the query client refreshes when it settles; a change that is not a mutation uses useRefreshChanged from '@/lib/query-changes'.",
};
/**
 * A chunk that never arrives is treated as failed after SPEC's 120 s: every dynamic import of
 * the app goes through loadChunk or timedChunk (lib/chunk-recovery.ts).
 */
const noUntimedChunk = {
  selector:
    'ImportExpression:not(CallExpression[callee.name=/^(loadChunk|timedChunk)$/] ImportExpression)',
  message:
    "Load code lazily through timedChunk(() => import(...)) or loadChunk from '@/lib/chunk-recovery', which fails a chunk that has not arrived in 120 s.",
};

/** A PDF opens one way, in the app's viewer, through the kit's opener. */
const noBarePdfPreview = {
  selector: "MemberExpression[object.name='hrefs'][property.name='pdfPreview']",
  message:
    "Open a PDF through '@/components/ui/pdf-opener': PdfLink for a known address, useFetchedPdf for one that has to be asked for.",
};

/** Days and times are written one way (utils/date-format.ts): no format string outside it. */
const DATE_FORMATS = 'src/utils/date-format.ts';
const noDateFormat = {
  selector: ':matches(Literal[value=/YYYY|HH:mm/], TemplateElement[value.raw=/YYYY|HH:mm/])',
  message:
    "Write a day or a time through '@/utils/date-format' (DAY_FORMAT, TIME_FORMAT, dayOf, timeOf, dayOfTime), the app's one format.",
};

/**
 * A table shows a day or a time through dateColumn (components/ui/table-columns.tsx), never as
 * a raw field: a column whose dataIndex is a time, or whose render returns one (or one `?? '—'`).
 */
const TIME_FIELD = '/(Time|Date|Day)$/';
const noRawTimeColumn = {
  selector: `:matches(Property[key.name='dataIndex'][value.value=${TIME_FIELD}], Property[key.name='render'] > ArrowFunctionExpression > MemberExpression.body[property.name=${TIME_FIELD}], Property[key.name='render'] > ArrowFunctionExpression > LogicalExpression.body > MemberExpression.left[property.name=${TIME_FIELD}])`,
  message:
    "Show a day or a time in a table with dateColumn from '@/components/ui/table-columns' ({ missing } for what stands for none).",
};

/** A table's amount is a moneyColumn, which signs money in and out and says what a missing one is. */
const noHandMoneyColumn = {
  selector: "Property[key.name='render'] CallExpression[callee.name=/^format(Signed)?Fen/]",
  message:
    "Show an amount in a table with moneyColumn from '@/components/ui/table-columns' ({ signed } for money in and out, { missing } for none).",
};

/**
 * A list filters by an enumeration through FilterSelect, and offers a table's options, not a
 * list written out in the screen (a server's list goes through ServerOptionsSelect).
 */
const noHandFilterSelect = {
  selector:
    "JSXElement[openingElement.name.name='FilterBar'] JSXOpeningElement[name.name='Select']",
  message:
    "Filter a list by an enumeration with FilterSelect from '@/components/ui/filter-select', by a server's list with ServerOptionsSelect.",
};

const noHandOptions = {
  selector: "JSXAttribute[name.name='options'] > JSXExpressionContainer > ArrayExpression",
  message:
    "Take options from an enumeration table in '@/lib/enums' (options, or optionsOf for some values); a list filter's 全部 comes with FilterSelect.",
};

/** Safari 14 (package.json browserslist) has no Array.prototype.at: nothing that runs in a page uses it. */
const noArrayAt = {
  selector: "CallExpression[callee.property.name='at'][arguments.length=1]",
  message:
    'Array.prototype.at is missing in Safari 14, a supported browser: index with length - 1.',
};

/** What every shipped module of src/ keeps to, the mock aside. */
const sourceSyntax = [namedExports, noUnfilteredInvalidation, noUntimedChunk, noArrayAt];

const featureSyntax = [
  namedExports,
  noInlineRequired,
  noUnfilteredInvalidation,
  noHandInvalidation,
  noUntimedChunk,
  noBarePdfPreview,
  noDateFormat,
  noRawTimeColumn,
  noHandMoneyColumn,
  noHandFilterSelect,
  noHandOptions,
  noArrayAt,
];

/** A function that only hands its arguments to one call of the client adds nothing. */
const noCallWrapper = {
  selector:
    "ExportNamedDeclaration VariableDeclarator > ArrowFunctionExpression > CallExpression.body[callee.object.name='apiClient'][callee.property.name='call']",
  message:
    'No one-line call wrappers in api/: call `apiClient.call(endpoint, input)` where the call is needed.',
};

/**
 * An enumeration is a table in lib/enums (values, reader, labels from copy, options, tones) that
 * a feature's api/ reads: it exports no list or union of values of its own, and picks from no
 * list written out in a schema (a 0/1 flag aside).
 */
const ENUMERATION_IN_API =
  "An enumeration is a table in '@/lib/enums' (values, reader, labels from copy, options, tones); a feature's api/ reads its values from there.";
const CONST_ARRAY = "TSAsExpression[typeAnnotation.typeName.name='const']:has(> ArrayExpression)";
const NAMES_ARRAY =
  "TSAsExpression[typeAnnotation.typeName.name='const']:has(> ArrayExpression:has(> Literal[value=type(string)]))";
const noApiEnumerations = [
  {
    selector: `ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > :matches(${CONST_ARRAY}, TSSatisfiesExpression:has(> ${CONST_ARRAY}))`,
    message: ENUMERATION_IN_API,
  },
  {
    selector: 'ExportNamedDeclaration > TSTypeAliasDeclaration > TSUnionType:has(> TSLiteralType)',
    message: ENUMERATION_IN_API,
  },
  {
    selector:
      "CallExpression[callee.property.name='picklist'] > ArrayExpression:matches(:has(> Literal[value=type(string)]), [elements.length>2])",
    message: ENUMERATION_IN_API,
  },
];
/** A schema file's own list of names is an enumeration too, exported or not. */
const noSchemaEnumerations = {
  selector: `Program > VariableDeclaration > VariableDeclarator > :matches(${NAMES_ARRAY}, TSSatisfiesExpression:has(> ${NAMES_ARRAY}))`,
  message: ENUMERATION_IN_API,
};

/** Declarations and schemas load in node (the journeys, the mock server): no client, no cache. */
const noClientInDeclarations = {
  selector: 'ImportDeclaration[source.value=/^@\\/lib\\/(api-client|endpoint-query)$/]',
  message:
    "Declarations load in node too: name the group with endpointGroup from '@/lib/endpoint-group', not through the client or the query kit.",
};

/**
 * What a feature's api/ may not write, and its declarations and schemas besides: a block's
 * 'no-restricted-syntax' replaces a wider block's, so each narrower list builds on the wider one.
 */
const apiSyntax = [...featureSyntax, noCallWrapper, ...noApiEnumerations];
const declarationSyntax = [...apiSyntax, noClientInDeclarations];

/** A schema file reads valibot as v and the schema kit as s, never a list of their names. */
const wholeSchemaImports = {
  selector:
    'ImportDeclaration[source.value=/^(valibot|@\\/lib\\/schema)$/] > :matches(ImportSpecifier, ImportDefaultSpecifier)',
  message:
    "A schema file imports valibot and the schema kit whole: `import * as v from 'valibot'` and `import * as s from '@/lib/schema'`.",
};

/**
 * Tests name the endpoint a failure is queued for (ARCHITECTURE.md rule 17): failNext takes its
 * declaration, not a method and a path (its first argument, or the second after a journey's page).
 */
const noFailurePath = {
  selector:
    "CallExpression[callee.property.name='failNext']:matches([arguments.0.type=/^(Literal|TemplateLiteral)$/], [arguments.1.type=/^(Literal|TemplateLiteral)$/])",
  message:
    'Name the endpoint: failNext(featureEndpoints.call, answer), or { endpoint, params } for one path of it.',
};
/** The seam's own test of the method and path form, which README promises to outside suites. */
const SEAM_TEST = 'src/mocks/__tests__/seam.test.ts';

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
      'no-restricted-syntax': ['error', namedExports, noUnfilteredInvalidation],
    },
  },
  {
    // the mock runs in the page of the demo build
    files: ['src/mocks/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-syntax': ['error', namedExports, noUnfilteredInvalidation, noArrayAt],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**', '**/__tests__/**', DATE_FORMATS],
    rules: { 'no-restricted-syntax': ['error', ...sourceSyntax, noDateFormat] },
  },
  {
    // the one file that writes the date formats
    files: [DATE_FORMATS],
    rules: { 'no-restricted-syntax': ['error', ...sourceSyntax] },
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
    files: ['public/mock-worker.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['*.config.{js,ts}', 'scripts/**/*.{js,mjs}', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/__tests__/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: [SEAM_TEST],
    rules: {
      'no-restricted-syntax': ['error', namedExports, noUnfilteredInvalidation, noFailurePath],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', noFailurePath] },
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
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: { 'no-restricted-syntax': ['error', ...featureSyntax] },
  },
  {
    files: ['src/features/*/api/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...apiSyntax],
    },
  },
  {
    files: ['src/features/*/api/*-endpoints.ts', 'src/features/*/api/*-schemas.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...declarationSyntax],
    },
  },
  {
    // one way to write a schema: valibot's strict pieces as v., the kit's lenient ones as s.
    files: ['src/features/*/api/*-schemas.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...declarationSyntax,
        noSchemaEnumerations,
        wholeSchemaImports,
      ],
    },
  },
  {
    // ARCHITECTURE.md rule 4: no type-alias files; the whole file is the finding
    files: ['src/features/*/api/*-types.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            "A feature's api/ has no types file: write `export type X = s.Output<typeof xSchema>` under its schema in the *-schemas.ts, a hand-written type in the module that owns it.",
        },
      ],
    },
  },
  {
    // the whole file is the finding: a query comes from its declaration (lib/endpoint-query.ts)
    files: ['src/features/*/api/*-keys.ts', 'src/features/*/api/*-api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message:
            "A feature's api/ has no key factories or call wrappers: a query is `endpointQuery(endpoint, input)`, a change `changesOf(endpoint)`, a call `apiClient.call(endpoint, input)` in its hook; logic beyond the call is a named function beside the declaration.",
        },
      ],
    },
  },
  prettier,
);
