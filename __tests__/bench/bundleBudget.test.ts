import {
  failures,
  firstLoadFiles,
  judge,
  parseBudgets,
  renderedPage,
  routeSizes,
  routesOf,
  sharedFiles,
  totalBytes,
  unknownBudgetRoutes,
  type BuildManifest,
  type Budgets,
} from '@/bench/support/bundleBudget';
import repositoryBudgets from '@/bench/budgets.json';

const manifest: BuildManifest = {
  polyfillFiles: ['static/chunks/polyfills.js'],
  rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/framework.js'],
  pages: {
    '/_app': ['static/chunks/framework.js', 'static/chunks/app.js', 'static/css/app.css'],
    '/': ['static/chunks/framework.js', 'static/chunks/home.js'],
    '/details/[slug]': ['static/chunks/app.js', 'static/chunks/details.js', 'static/css/details.css'],
    '/_error': ['static/chunks/error.js'],
  },
};

const sizes = new Map([
  ['static/chunks/polyfills.js', 40_000],
  ['static/chunks/runtime.js', 2_000],
  ['static/chunks/framework.js', 60_000],
  ['static/chunks/app.js', 30_000],
  ['static/chunks/home.js', 5_000],
  ['static/chunks/details.js', 25_000],
  ['static/chunks/error.js', 1_000],
]);

const budgets: Budgets = {
  default: { maxKb: 140, enforced: true },
  routes: { '/details/[slug]': { maxKb: 150, enforced: false } },
};

describe('first-load files', () => {
  it('lists every route but the app shell, sorted', () => {
    expect(routesOf(manifest)).toEqual(['/', '/_error', '/details/[slug]']);
  });

  it('takes polyfills, root main files, the app shell and the page, each JS file once', () => {
    expect(sharedFiles(manifest)).toEqual([
      'static/chunks/polyfills.js',
      'static/chunks/runtime.js',
      'static/chunks/framework.js',
      'static/chunks/app.js',
    ]);
    expect(firstLoadFiles(manifest, '/details/[slug]')).toEqual([...sharedFiles(manifest), 'static/chunks/details.js']);
  });

  it('refuses a route the build does not have', () => {
    expect(() => firstLoadFiles(manifest, '/cart')).toThrow('The build manifest has no route /cart');
  });
});

describe('sizes', () => {
  it('adds each file of a route once', () => {
    expect(routeSizes(manifest, sizes)).toEqual([
      { route: '/', files: firstLoadFiles(manifest, '/'), bytes: 137_000, renderedChunks: [] },
      { route: '/_error', files: firstLoadFiles(manifest, '/_error'), bytes: 133_000, renderedChunks: [] },
      { route: '/details/[slug]', files: firstLoadFiles(manifest, '/details/[slug]'), bytes: 157_000, renderedChunks: [] },
    ]);
  });

  it('adds the chunks a visited page names beyond the manifest, and only to that route', () => {
    const withReviews = new Map([...sizes, ['static/chunks/reviews.js', 4_000]]);
    const rendered = [
      { route: '/details/[slug]', scripts: ['static/chunks/runtime.js', 'static/chunks/details.js', 'static/chunks/reviews.js'] },
    ];
    expect(routeSizes(manifest, withReviews, rendered).map(({ route, bytes, renderedChunks }) => [route, bytes, renderedChunks])).toEqual([
      ['/', 137_000, []],
      ['/_error', 133_000, []],
      ['/details/[slug]', 161_000, ['static/chunks/reviews.js']],
    ]);
  });

  it('fails on a file whose size is unknown instead of counting it as nothing', () => {
    expect(() => totalBytes(['static/chunks/missing.js'], sizes)).toThrow('No size known for static/chunks/missing.js');
  });
});

describe('scripts a server-rendered page names', () => {
  const nextData = (page: string) => `<script id="__NEXT_DATA__" type="application/json">{"props":{},"page":"${page}","query":{}}</script>`;

  it('reads the page and its chunks, each once, leaving out the build-id manifests and other origins', () => {
    const html = [
      '<html><head><link rel="preload" href="/_next/static/chunks/preloaded.js" as="script"/>',
      '<script src="/_next/static/chunks/polyfills.js" nomodule=""></script>',
      '<script defer="" src="/_next/static/chunks/main.js?dpl=abc&amp;v=2"></script>',
      '<script src="/_next/static/chunks/reviews.js" defer=""></script>',
      '<script src="/_next/static/chunks/reviews.js" defer=""></script>',
      '<script src="/_next/static/AH53/_buildManifest.js" defer=""></script>',
      '<script src="/_next/static/AH53/_ssgManifest.js" defer=""></script>',
      '<script src="https://www.googletagmanager.com/gtm.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      `</head><body><div id="__next"></div>${nextData('/details/[slug]')}</body></html>`,
    ].join('');
    expect(renderedPage(html)).toEqual({
      route: '/details/[slug]',
      scripts: ['static/chunks/polyfills.js', 'static/chunks/main.js', 'static/chunks/reviews.js'],
    });
  });

  it('counts a chunk under an asset prefix or with an encoded name as the build file', () => {
    const html = `<script src="https://cdn.example.com/shop/_next/static/chunks/pages_details_%5Bslug%5D.js"></script>${nextData('/')}`;
    expect(renderedPage(html).scripts).toEqual(['static/chunks/pages_details_[slug].js']);
  });

  it('refuses HTML that is not a page Next rendered, rather than counting nothing for it', () => {
    expect(() => renderedPage('<html><body>Bad gateway</body></html>')).toThrow('The HTML has no __NEXT_DATA__ naming its page');
  });
});

describe('budget check', () => {
  // The empty page of the same framework weighs 100 kB: the budgets measure what the shop adds to it.
  const baseline = 100_000;
  const verdicts = routeSizes(manifest, sizes).map((size) => judge(size, budgets, baseline));

  it('uses a route budget where one is set and the default elsewhere', () => {
    expect(verdicts.map(({ route, budget }) => [route, budget.maxKb])).toEqual([
      ['/', 140],
      ['/_error', 140],
      ['/details/[slug]', 150],
    ]);
  });

  it('counts a kB as 1000 bytes: exactly the budget over the empty page is within it', () => {
    const exact = judge({ route: '/', files: [], bytes: 240_000, renderedChunks: [] }, budgets, baseline);
    const justOver = judge({ route: '/', files: [], bytes: 240_001, renderedChunks: [] }, budgets, baseline);
    expect([exact.status, justOver.status]).toEqual(['within', 'over']);
    expect([exact.ownBytes, justOver.ownBytes]).toEqual([140_000, 140_001]);
  });

  it('judges what the shop adds over the empty page, not the whole first load', () => {
    const tight: Budgets = { default: { maxKb: 35, enforced: true }, routes: {} };
    const judged = routeSizes(manifest, sizes).map((size) => judge(size, tight, baseline));
    expect(judged.map(({ route, ownBytes, status }) => [route, ownBytes, status])).toEqual([
      ['/', 37_000, 'over'],
      ['/_error', 33_000, 'within'],
      ['/details/[slug]', 57_000, 'over'],
    ]);
  });

  it('fails only routes over an enforced budget', () => {
    expect(verdicts.map(({ route, status }) => [route, status])).toEqual([
      ['/', 'within'],
      ['/_error', 'within'],
      ['/details/[slug]', 'within'],
    ]);
    expect(failures(verdicts)).toEqual([]);
    const tight = { ...budgets, routes: { '/details/[slug]': { maxKb: 50, enforced: false } } };
    expect(judge(verdicts[2], tight, baseline).status).toBe('over, not enforced');
    const enforced = judge(verdicts[2], { ...budgets, routes: { '/details/[slug]': { maxKb: 50, enforced: true } } }, baseline);
    expect(failures([enforced]).map((verdict) => verdict.route)).toEqual(['/details/[slug]']);
  });

  it('names budgeted routes the build does not have', () => {
    const withTypo = { ...budgets, routes: { ...budgets.routes, '/detail/[slug]': { maxKb: 130, enforced: true } } };
    expect(unknownBudgetRoutes(withTypo, routesOf(manifest))).toEqual(['/detail/[slug]']);
  });
});

describe('budgets file', () => {
  it('reads default and route budgets', () => {
    expect(parseBudgets({ about: 'text', ...budgets })).toEqual(budgets);
  });

  it('refuses a budget without a size or an enforced flag', () => {
    expect(() => parseBudgets({ default: { maxKb: 260 }, routes: {} })).toThrow(
      'Budget default needs a positive "maxKb" and a boolean "enforced"',
    );
    expect(() => parseBudgets({ default: { maxKb: 260, enforced: true }, routes: { '/': { maxKb: '130', enforced: true } } })).toThrow(
      'Budget / needs a positive "maxKb" and a boolean "enforced"',
    );
  });

  it('the repository budgets file is valid and enforces its default', () => {
    expect(parseBudgets(repositoryBudgets).default.enforced).toBe(true);
  });
});
