import { sizeChartSource, standardRowsFor } from '@/utils/sizeChart';

describe('sizeChartSource', () => {
  it('shows an image link as the chart', () => {
    expect(sizeChartSource('/media/charts/shirts.png')).toEqual({ kind: 'image', src: '/media/charts/shirts.png' });
    expect(sizeChartSource('https://cdn.example.com/chart.JPG?v=2')).toEqual({ kind: 'image', src: 'https://cdn.example.com/chart.JPG?v=2' });
  });

  it('reads a content page link as that page’s size table', () => {
    expect(sizeChartSource('/page/size-guide')).toEqual({ kind: 'page', slug: 'size-guide' });
  });

  it('falls back to the standard table without a usable link', () => {
    expect(sizeChartSource(null)).toEqual({ kind: 'standard' });
    expect(sizeChartSource('  ')).toEqual({ kind: 'standard' });
    expect(sizeChartSource('/some/other/place')).toEqual({ kind: 'standard' });
  });
});

describe('standardRowsFor', () => {
  it('keeps the rows of the product’s letter sizes, in size order', () => {
    expect(standardRowsFor(['xl', 'M', '2XL']).map((row) => row.size)).toEqual(['M', 'XL', 'XXL']);
  });

  it('has nothing for sizes that are not letter sizes', () => {
    expect(standardRowsFor(['38', '40', 'Free Size'])).toEqual([]);
  });
});
