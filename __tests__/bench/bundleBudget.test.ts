import {
  failures,
  firstLoadFiles,
  judge,
  parseBudgets,
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
      { route: '/', files: firstLoadFiles(manifest, '/'), bytes: 137_000 },
      { route: '/_error', files: firstLoadFiles(manifest, '/_error'), bytes: 133_000 },
      { route: '/details/[slug]', files: firstLoadFiles(manifest, '/details/[slug]'), bytes: 157_000 },
    ]);
  });

  it('fails on a file whose size is unknown instead of counting it as nothing', () => {
    expect(() => totalBytes(['static/chunks/missing.js'], sizes)).toThrow('No size known for static/chunks/missing.js');
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
    const exact = judge({ route: '/', files: [], bytes: 240_000 }, budgets, baseline);
    const justOver = judge({ route: '/', files: [], bytes: 240_001 }, budgets, baseline);
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
