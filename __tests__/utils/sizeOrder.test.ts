import { compareSizes, sortSizes } from '@/utils/sizeOrder';

describe('sortSizes', () => {
  it('orders letter sizes from xs to xxl whatever order they arrive in', () => {
    expect(sortSizes(['XL', 'S', 'XXL', 'M', 'XS', 'L'])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });

  it('gives xxl and 2xl the same rank, after xl', () => {
    expect(compareSizes('XXL', '2XL')).toBe(0);
    expect(sortSizes(['2XL', 'XL', 'M'])).toEqual(['M', 'XL', '2XL']);
  });

  it('ignores case and surrounding spaces', () => {
    expect(sortSizes(['xl', ' M ', 's', 'L'])).toEqual(['s', ' M ', 'L', 'xl']);
  });

  it('puts numbers after letter sizes, ascending by value rather than by text', () => {
    expect(sortSizes(['40', 'L', '100', '38', 'S', '9'])).toEqual(['S', 'L', '9', '38', '40', '100']);
  });

  it('puts other text after numbers, alphabetically with digits read as numbers', () => {
    expect(sortSizes(['Free Size', '42', 'M', '10Y', '2Y', 'One Size'])).toEqual([
      'M',
      '42',
      '2Y',
      '10Y',
      'Free Size',
      'One Size',
    ]);
  });

  it('reads every run of digits in a text size as a number, and ignores case', () => {
    expect(sortSizes(['12-18 Months', '6-12 months', '0-6 months', '6-9 months'])).toEqual(['0-6 months', '6-9 months', '6-12 months', '12-18 Months']);
    expect(sortSizes(['one size', 'Free Size', 'free size plus'])).toEqual(['Free Size', 'free size plus', 'one size']);
    expect(compareSizes('Free Size', 'free size')).toBe(0);
  });

  it('sorts decimal shoe sizes as numbers', () => {
    expect(sortSizes(['42', '40.5', '41'])).toEqual(['40.5', '41', '42']);
  });

  it('does not change the array it is given', () => {
    const sizes = ['L', 'S'];
    sortSizes(sizes);
    expect(sizes).toEqual(['L', 'S']);
  });
});
