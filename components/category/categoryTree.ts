import type { CategoryNode } from '@/contract/catalog';

// Finding one's way in the category tree: breadcrumb trails, sub-category links, typeahead matches.

export interface CategoryLink {
  name: string;
  slug: string;
}

interface SubCategoryLink extends CategoryLink {
  productCount: number;
}

/** The categories from the top of the tree down to the one with `slug`, or [] when it is not in the tree. */
export function categoryTrail(tree: readonly CategoryNode[], slug: string): CategoryNode[] {
  for (const node of tree) {
    if (node.slug === slug) return [node];
    const below = categoryTrail(node.children, slug);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

function linkOf(node: CategoryNode): SubCategoryLink {
  return { name: node.name, slug: node.slug, productCount: node.number_of_products };
}

export interface SubCategoryNavigation {
  /** The category whose children are listed. */
  parent: CategoryLink;
  links: SubCategoryLink[];
}

/**
 * Where a shopper can go from a category: its sub-categories; a category without any offers its
 * siblings instead, so a sub-category page still leads across. Null for a top category without children.
 */
export function subCategoryNavigation(tree: readonly CategoryNode[], slug: string): SubCategoryNavigation | null {
  const trail = categoryTrail(tree, slug);
  const current = trail.at(-1);
  if (!current) return null;
  const owner = current.children.length > 0 ? current : trail.at(-2);
  if (!owner || owner.children.length === 0) return null;
  return { parent: { name: owner.name, slug: owner.slug }, links: owner.children.map(linkOf) };
}

export interface CategoryMatch extends CategoryLink {
  /** The parents' names, top first (`['Men']` for Men › Casual Shirts). */
  parents: string[];
}

/**
 * Categories whose name contains `term` (case ignored): names starting with it first, then by depth,
 * then in menu order; at most `limit`.
 */
export function matchingCategories(tree: readonly CategoryNode[], term: string, limit: number): CategoryMatch[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [];
  const found: { match: CategoryMatch; startsWith: boolean; depth: number; order: number }[] = [];
  const visit = (nodes: readonly CategoryNode[], parents: string[]) => {
    for (const node of nodes) {
      const name = node.name.toLowerCase();
      if (name.includes(needle)) {
        found.push({
          match: { name: node.name, slug: node.slug, parents },
          startsWith: name.startsWith(needle),
          depth: parents.length,
          order: found.length,
        });
      }
      visit(node.children, [...parents, node.name]);
    }
  };
  visit(tree, []);
  return found
    .sort(
      (left, right) =>
        Number(right.startsWith) - Number(left.startsWith) || left.depth - right.depth || left.order - right.order,
    )
    .slice(0, limit)
    .map((entry) => entry.match);
}
