import { readdirSync } from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import tseslint from 'typescript-eslint';

const typescriptFiles = ['**/*.ts', '**/*.tsx'];
const testFiles = ['__tests__/**', 'e2e/**', 'deploy/**/*.smoke.ts', 'bench/**'];

// The layers import one way: pages -> components -> hooks -> store -> services -> contract -> utils.
// The API (server/) stands beside them and shares only contract/ and utils/ with the storefront.
const layerZones = [
  {
    target: ['./utils', './contract'],
    from: ['./components', './hooks', './pages', './server', './services', './store'],
    message: 'utils/ and contract/ are the bottom layer: pure rules and shapes, nothing of the app.',
  },
  {
    target: './services',
    from: ['./components', './hooks', './pages', './server', './store'],
    message: 'services/ call the API; they take the token from a getter, never from the store or React.',
  },
  {
    target: './store',
    from: ['./components', './hooks', './pages', './server'],
    message: 'store/ holds state and thunks over services/; it knows nothing of what renders it.',
  },
  {
    target: ['./components', './hooks'],
    from: ['./pages', './server'],
    message: 'The browser reaches the API through services/, and pages compose components, not the reverse.',
  },
  {
    target: './server',
    from: ['./components', './hooks', './pages', './services', './store'],
    message: 'The API shares only contract/ and utils/ with the storefront.',
  },
];

// A feature folder under components/ keeps its files to itself, except these shared folders...
const sharedComponentFolders = [
  'common',
  'layout',
  'app',
  // The page head (title, meta, structured data) that every feature's page renders.
  'seo',
];

// ...and the modules a feature offers to the others, each with why another feature needs it.
const publishedModules = {
  bag: [
    // The checkout shows the same coupon box, figures, line prices and free-delivery progress as the bag.
    'CouponBox.tsx',
    'BagTotals.tsx',
    'bagFigures.ts',
    'StruckPrice.tsx',
    'bagDisplay.ts',
    'FreeDeliveryProgress.tsx',
    // Every way of changing the bag (product page, wishlist) tells the shopper when a coupon came off.
    'useCouponRemovalNotice.ts',
    // The checkout and the order confirmation read the bag again from the server as the bag page does.
    'useBagRefresh.ts',
    // The floating bag button and the slide-in bag panel are part of every page's frame.
    'FloatingBagButton.tsx',
    'LayoutBagPanel.tsx',
  ],
  category: [
    // Every paged list (orders, reviews, affiliate reports, search) uses the same pager and crumbs.
    'Pagination.tsx',
    'Breadcrumb.tsx',
    // Search results are a listing: the same grid, sort, filters and URL state as a category.
    'ListingGrid.tsx',
    'listingPage.ts',
    'SortSelect.tsx',
    'useListingNavigation.ts',
    'categoryTree.ts',
  ],
  orders: [
    // The head of every signed-in customer page (title, no indexing).
    'PrivatePageHead.tsx',
    // Order, payment and withdrawal statuses look the same wherever they are listed.
    'StatusBadge.tsx',
  ],
  product: [
    // A product is shown the same way (image, card, grid, rating, price texts) wherever it appears.
    'productImages.ts',
    'ProductCard.tsx',
    'ProductGrid.tsx',
    'StarRating.tsx',
    'productDisplay.ts',
    'productMessages.ts',
    'plainText.ts',
    'copyText.ts',
  ],
  profile: [
    // Every page of the customer's account sits in the profile's frame.
    'ProfileLayout.tsx',
    'ConfirmDialog.tsx',
  ],
  search: [
    // The search box is part of the site header.
    'SearchBox.tsx',
  ],
  'stock-request': [
    // The product page's "notify me" dialog is the stock request form.
    'StockRequestForm.tsx',
    'stockRequestDisplay.ts',
    'translations.bn.ts',
  ],
};

const features = readdirSync('components', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => name);

// A Bangla page loads every feature's dictionary at once, through the app frame.
const banglaDictionaries = features.map((feature) => `./${feature}/translations.bn.ts`);

const featureZones = features.map((name) => ({
  target: `./components/${name}`,
  from: './components',
  except: [
    ...new Set([
      `./${name}`,
      ...sharedComponentFolders.map((folder) => `./${folder}`),
      ...Object.entries(publishedModules).flatMap(([feature, modules]) =>
        modules.map((module) => `./${feature}/${module}`),
      ),
      ...(name === 'app' ? banglaDictionaries : []),
    ]),
  ],
  message: "A feature uses another feature's published modules only (see publishedModules in eslint.config.mjs).",
}));

const frameworkImports = (names) =>
  names.map((name) => ({ group: [name, `${name}/*`], message: `${name} does not belong in this layer.` }));

export default tseslint.config(
  {
    ignores: ['.next/**', 'node_modules/**', 'public/**', 'coverage/**', 'data/**', 'e2e/artifacts/**', 'bench/results/**', 'next-env.d.ts'],
  },
  ...nextCoreWebVitals,
  {
    files: typescriptFiles,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The database drivers are native modules: the API requires the one its URL names when it connects.
      // Tests load next.config.js and the browser's offline.js, CommonJS that TypeScript has no types for.
      '@typescript-eslint/no-require-imports': ['error', { allow: ['^pg$', '^better-sqlite3$', '/next\\.config\\.js$', '/public/offline\\.js$'] }],
      // A form's onSubmit={handleSubmit(...)} hands React a promise-returning handler by design
      // (react-hook-form catches and reports); other places where a promise is misused still fail.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Route handlers, storage adapters and the migration provider implement interfaces that return a
      // promise; `async` is how such a body keeps that promise when it has nothing to wait for.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Cycles among our own modules; following packages' own imports only costs time. A module that
      // another loads lazily with import() may import that one back: both have run by the time it is
      // used (services/http.ts loads the axios client so).
      'import/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    files: ['utils/**', 'contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: frameworkImports(['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'next', 'axios']) },
      ],
    },
  },
  {
    files: ['services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: frameworkImports(['react', 'react-dom', 'react-redux', '@reduxjs/toolkit']) },
      ],
    },
  },
  {
    files: testFiles,
    rules: {
      // Jest's matchers and mocks are typed loosely (`expect.any`, `mock.calls`, JSON bodies) and a
      // test may pass a mocked method around on purpose. An API's JSON answer is untyped until the test
      // has checked it (supertest's body is `any`), and a test may say so.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Tests run the page's inline script and the service worker from their source, as a browser does.
      '@typescript-eslint/no-implied-eval': 'off',
      // A test's <img> stands in for a page's picture; no shopper loads it.
      '@next/next/no-img-element': 'off',
    },
  },
);
