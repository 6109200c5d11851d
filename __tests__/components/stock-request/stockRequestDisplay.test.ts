import {
  contactFromInput,
  findRequestedVariant,
  readStockRequestQuery,
  requestStockPath,
  stockRequestsPagePath,
  variantLabels,
} from '@/components/stock-request/stockRequestDisplay';
import { panjabi, PANJABI_VARIANTS } from '../product/support/productFixtures';

describe('the /request-stock query', () => {
  it('reads the product, the variant or barcode and the page', () => {
    expect(readStockRequestQuery({ product: 'cotton-panjabi', variant: 'White-L', page: '3' })).toEqual({
      productSlug: 'cotton-panjabi',
      variant: 'White-L',
      barcode: null,
      page: 3,
    });
    expect(readStockRequestQuery({ product: ['first', 'second'], barcode: ' PNJ-WHT-L ', variant: '' })).toEqual({
      productSlug: 'first',
      variant: null,
      barcode: 'PNJ-WHT-L',
      page: 1,
    });
    expect(readStockRequestQuery({ page: '-2' }).page).toBe(1);
    expect(readStockRequestQuery({ page: '0' }).page).toBe(1);
  });

  it('builds the links the product page and the list use', () => {
    expect(requestStockPath('cotton-panjabi', 'White-L & Co')).toBe('/request-stock?product=cotton-panjabi&variant=White-L+%26+Co');
    expect(stockRequestsPagePath(1)).toBe('/request-stock');
    expect(stockRequestsPagePath(2)).toBe('/request-stock?page=2');
  });
});

describe('the variant asked about', () => {
  const product = panjabi();

  it('is found by barcode first, else by its text in any case', () => {
    expect(findRequestedVariant(product, { barcode: 'PNJ-MRN-S', variant: 'White-L' })).toBe(PANJABI_VARIANTS.maroonS);
    expect(findRequestedVariant(product, { barcode: null, variant: 'white-l' })).toBe(PANJABI_VARIANTS.whiteL);
    expect(findRequestedVariant(product, { barcode: 'UNKNOWN', variant: 'White-L' })).toBeNull();
    expect(findRequestedVariant(product, { barcode: null, variant: null })).toBeNull();
  });

  it('is named with the shop’s aliases for colour and size', () => {
    const aliased = panjabi({
      choice_options: product.choice_options.map((choice) =>
        choice.title === 'COLOR' ? { ...choice, alias_name: ['Off White', 'Deep Maroon'] } : choice,
      ),
    });
    expect(variantLabels(aliased, PANJABI_VARIANTS.maroonS)).toEqual({ colour: 'Deep Maroon', size: 'S' });
    expect(variantLabels(product, { ...PANJABI_VARIANTS.whiteL, size: null })).toEqual({ colour: 'White', size: null });
  });
});

describe('the contact typed', () => {
  it.each([
    [' rahim@example.com ', { email: 'rahim@example.com' }],
    ['01711000001', { phone: '01711000001' }],
    ['01711-000 001', { phone: '01711000001' }],
    ['+8801711000001', { phone: '01711000001' }],
    ['8801711000001', { phone: '01711000001' }],
    ['rahim@example', null],
    ['0171100000', null],
    ['call me', null],
  ])('reads %j as %j', (typed, expected) => {
    expect(contactFromInput(typed)).toEqual(expected);
  });
});
