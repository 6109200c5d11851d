import type { MegaMenuEntry, MenuCategory } from '@/contract/settings';

/** Nests each child under its parent, keeping both lists in the order given (their position order). */
export function buildMegaMenu(parents: MenuCategory[], children: MenuCategory[]): MegaMenuEntry[] {
  const childrenByParent = new Map<number, MenuCategory[]>();
  for (const child of children) {
    if (child.parent_id === null) continue;
    const siblings = childrenByParent.get(child.parent_id) ?? [];
    siblings.push(child);
    childrenByParent.set(child.parent_id, siblings);
  }
  return parents.map((parent) => ({ ...parent, megamenucategories: childrenByParent.get(parent.id) ?? [] }));
}
