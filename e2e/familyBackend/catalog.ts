// The fixture backend's shop: two categories under one parent and three products with colour and size
// variants, the same at every start. Amounts are poisha, as the embedded API keeps them.

export interface FixtureVariant {
  color: string;
  size: string;
  barcode: string;
  stock: number;
}

export interface FixtureProduct {
  id: number;
  name: string;
  slug: string;
  categorySlug: string;
  styleCode: string;
  /** The crossed-out price. */
  strokedPoisha: number;
  /** The selling price. */
  mainPoisha: number;
  colors: { name: string; code: string }[];
  sizes: string[];
  variants: FixtureVariant[];
}

export interface FixtureCategory {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
}

export const CATEGORIES: FixtureCategory[] = [
  { id: 1, parentId: null, name: 'Clothing', slug: 'clothing' },
  { id: 2, parentId: 1, name: 'Women', slug: 'women' },
  { id: 3, parentId: 1, name: 'Men', slug: 'men' },
];

function variantsOf(code: string, colors: string[], sizes: string[], stock: (color: string, size: string) => number): FixtureVariant[] {
  return colors.flatMap((color) =>
    sizes.map((size) => ({ color, size, barcode: `${code}-${color.toUpperCase()}-${size}`, stock: stock(color, size) })),
  );
}

export function fixtureProducts(): FixtureProduct[] {
  return [
    {
      id: 101,
      name: 'Jamdani Kurti',
      slug: 'jamdani-kurti',
      categorySlug: 'women',
      styleCode: 'JK-24',
      strokedPoisha: 250_000,
      mainPoisha: 225_000,
      colors: [
        { name: 'Red', code: '#b3261e' },
        { name: 'Blue', code: '#1e4fb3' },
      ],
      sizes: ['S', 'M', 'L'],
      // One red small is left: the journey sells it to someone else while the shopper looks at it.
      variants: variantsOf('JK', ['Red', 'Blue'], ['S', 'M', 'L'], (color, size) => (color === 'Red' && size === 'S' ? 1 : 5)),
    },
    {
      id: 102,
      name: 'Cotton Panjabi',
      slug: 'cotton-panjabi',
      categorySlug: 'men',
      styleCode: 'CP-11',
      strokedPoisha: 180_000,
      mainPoisha: 180_000,
      colors: [
        { name: 'White', code: '#ffffff' },
        { name: 'Black', code: '#000000' },
      ],
      sizes: ['M', 'L', 'XL'],
      variants: variantsOf('CP', ['White', 'Black'], ['M', 'L', 'XL'], () => 8),
    },
    {
      id: 103,
      name: 'Silk Saree',
      slug: 'silk-saree',
      categorySlug: 'women',
      styleCode: 'SS-07',
      strokedPoisha: 650_000,
      mainPoisha: 650_000,
      colors: [{ name: 'Maroon', code: '#800000' }],
      sizes: ['Free'],
      variants: variantsOf('SS', ['Maroon'], ['Free'], () => 2),
    },
  ];
}
