import { scanDirectory, untranslatedTexts } from '../../scripts/untranslated';

// The folders whose every interface text goes through `t(...)`; a new English text
// there needs its Bangla translation. `npx tsx scripts/untranslated.ts` counts the others.
const TRANSLATED_FOLDERS = [
  'components/account',
  'components/affiliate',
  'components/app',
  'components/bag',
  'components/category',
  'components/checkout',
  'components/common',
  'components/content',
  'components/home',
  'components/layout',
  'components/membership',
  'components/orders',
  'components/payment',
  'components/product',
  'components/profile',
  'components/reviews',
  'components/search',
  'components/seo',
  'components/stock-request',
  'components/store-locator',
  'pages',
];

describe('untranslatedTexts', () => {
  it('finds JSX text, literal props and literal choices', () => {
    const source = [
      'export function Box({ busy }: { busy: boolean }) {',
      '  return (',
      '    <section aria-label="Offers">',
      '      <h2>Coupon code</h2>',
      '      <input placeholder={"Enter your code"} />',
      "      <button>{busy ? 'Applying…' : 'Apply'}</button>",
      '      <p>{TEXTS.applied}</p>',
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    expect(untranslatedTexts(source)).toEqual([
      { line: 3, kind: 'prop', text: 'aria-label="Offers"' },
      { line: 4, kind: 'text', text: 'Coupon code' },
      { line: 5, kind: 'prop', text: 'placeholder="Enter your code"' },
      { line: 6, kind: 'text', text: 'Applying…' },
      { line: 6, kind: 'text', text: 'Apply' },
      { line: 7, kind: 'text', text: '{TEXTS.applied}' },
    ]);
  });

  it('leaves translated texts, code, comments, formats and a component’s own title alone', () => {
    const source = [
      "const LABELS: Record<string, string> = { a: 'b' };",
      'export function Box({ count }: { count: number }) {',
      '  const items = useState<string | null>(null);',
      '  if (count > 1) return null;',
      '  return (',
      "    <section aria-label={t('Offers')} className={count ? 'wide' : 'narrow'}>",
      '      {/* A comment with words in it */}',
      "      <h2>{t('Coupon code')}</h2>",
      '      <input placeholder="01XXXXXXXXX" alt="" />',
      '      <Row title="Hot deals" />',
      '      {items.map((item) => <b key={item}>{item}</b>)}',
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    expect(untranslatedTexts(source)).toEqual([]);
  });
});

describe.each(TRANSLATED_FOLDERS)('%s', (folder) => {
  it('shows no interface text without t(...)', () => {
    const untranslated = scanDirectory(folder).flatMap(({ file, findings }) => findings.map((finding) => `${file}:${finding.line}: ${finding.text}`));
    expect(untranslated).toEqual([]);
  });
});
