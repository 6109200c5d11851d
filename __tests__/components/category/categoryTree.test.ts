import { categoryTrail, matchingCategories, subCategoryNavigation } from '@/components/category/categoryTree';
import { CATEGORY_TREE } from './support/catalog';

describe('categoryTrail', () => {
  it('leads from the top of the tree down to the category', () => {
    expect(categoryTrail(CATEGORY_TREE, 'men-casual-shirts').map((node) => node.name)).toEqual(['Men', 'Casual Shirts']);
    expect(categoryTrail(CATEGORY_TREE, 'men').map((node) => node.name)).toEqual(['Men']);
  });

  it('is empty for a slug not in the tree', () => {
    expect(categoryTrail(CATEGORY_TREE, 'nowhere')).toEqual([]);
  });
});

describe('subCategoryNavigation', () => {
  it('offers a category’s own sub-categories with their product counts', () => {
    expect(subCategoryNavigation(CATEGORY_TREE, 'men')).toEqual({
      parent: { name: 'Men', slug: 'men' },
      links: [
        { name: 'Casual Shirts', slug: 'men-casual-shirts', productCount: 5 },
        { name: 'Jeans', slug: 'men-jeans', productCount: 4 },
      ],
    });
  });

  it('offers the siblings from a sub-category without children of its own', () => {
    expect(subCategoryNavigation(CATEGORY_TREE, 'men-jeans')?.parent).toEqual({ name: 'Men', slug: 'men' });
    expect(subCategoryNavigation(CATEGORY_TREE, 'men-jeans')?.links.map((link) => link.slug)).toEqual([
      'men-casual-shirts',
      'men-jeans',
    ]);
  });

  it('offers nothing for a top category without children or an unknown slug', () => {
    expect(subCategoryNavigation(CATEGORY_TREE, 'saree')).toBeNull();
    expect(subCategoryNavigation(CATEGORY_TREE, 'nowhere')).toBeNull();
  });
});

describe('matchingCategories', () => {
  it('finds categories whose name contains the term, whatever its case, with their parents', () => {
    expect(matchingCategories(CATEGORY_TREE, 'SHIRT', 5)).toEqual([
      { name: 'Casual Shirts', slug: 'men-casual-shirts', parents: ['Men'] },
    ]);
  });

  it('puts names starting with the term first, then shallower categories', () => {
    expect(matchingCategories(CATEGORY_TREE, 'pan', 5).map((match) => match.name)).toEqual([
      'Panjabi',
      'Palazzo & Pants',
      'Cotton Panjabi',
    ]);
  });

  it('stops at the limit and finds nothing for a blank term', () => {
    expect(matchingCategories(CATEGORY_TREE, 'pan', 1).map((match) => match.name)).toEqual(['Panjabi']);
    expect(matchingCategories(CATEGORY_TREE, '  ', 5)).toEqual([]);
  });
});
