import { productCountLabel } from '@/components/category/listingPage';
import { itemCountLabel } from '@/utils/itemCount';
import { translate, type TextWriter } from '@/utils/translate';
import { COMMON_BANGLA } from '@/utils/translations/common.bn';

const inBangla: TextWriter = (text, values) => translate(COMMON_BANGLA, 'bn', text, values);

describe('count labels', () => {
  it('stay exactly as before in English', () => {
    expect(productCountLabel(1)).toBe('1 product');
    expect(productCountLabel(1234)).toBe('1,234 products');
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(3)).toBe('3 items');
  });

  it('count in Bengali numerals in Bangla, grouped as Bangladesh writes them', () => {
    expect(productCountLabel(1, 'bn')).toBe('১টি পণ্য');
    expect(productCountLabel(123456, 'bn')).toBe('১,২৩,৪৫৬টি পণ্য');
    expect(itemCountLabel(3, inBangla)).toBe('৩টি পণ্য');
  });
});
