import type { Db } from '../connection';
import { bannerImagePath, type Garment, iconImagePath } from '../../modules/media/paths';
import { COLORS, type ColorName } from './colors';
import { daysBefore, idsBySlug, insertInBatches, requireId } from './support';

type CategoryFlag = 'is_featured' | 'is_trending' | 'is_new_arrival' | 'is_best_selling' | 'is_home';

export interface SubCategorySeed {
  name: string;
  slug: string;
  flags?: CategoryFlag[];
  commissionRate?: number;
}

export interface CategorySeed extends SubCategorySeed {
  garment: Garment;
  color: ColorName;
  children: SubCategorySeed[];
}

const CATEGORIES: CategorySeed[] = [
  {
    name: 'Men',
    slug: 'men',
    garment: 'shirt',
    color: 'Navy',
    flags: ['is_best_selling', 'is_home', 'is_featured'],
    children: [
      { name: 'Casual Shirts', slug: 'men-casual-shirts', flags: ['is_trending'] },
      { name: 'Formal Shirts', slug: 'men-formal-shirts' },
      { name: 'Jeans', slug: 'men-jeans', flags: ['is_best_selling'] },
      { name: 'Chinos & Trousers', slug: 'men-chinos-trousers' },
    ],
  },
  {
    name: 'Women',
    slug: 'women',
    garment: 'kameez',
    color: 'Maroon',
    flags: ['is_trending', 'is_new_arrival', 'is_home', 'is_featured'],
    children: [
      { name: 'Salwar Kameez', slug: 'women-salwar-kameez', flags: ['is_trending', 'is_featured'] },
      { name: 'Kurtis', slug: 'women-kurtis', flags: ['is_new_arrival'] },
      { name: 'Tops & Tunics', slug: 'women-tops-tunics' },
      { name: 'Palazzo & Pants', slug: 'women-palazzo-pants' },
    ],
  },
  {
    name: 'Kids',
    slug: 'kids',
    garment: 'kids',
    color: 'Orange',
    flags: ['is_new_arrival', 'is_home'],
    children: [
      { name: 'Boys', slug: 'kids-boys' },
      { name: 'Girls', slug: 'kids-girls', flags: ['is_new_arrival'] },
      { name: 'Baby', slug: 'kids-baby' },
    ],
  },
  {
    name: 'Panjabi',
    slug: 'panjabi',
    garment: 'panjabi',
    color: 'Cream',
    flags: ['is_trending', 'is_best_selling', 'is_home', 'is_featured'],
    commissionRate: 8,
    children: [
      { name: 'Cotton Panjabi', slug: 'panjabi-cotton', flags: ['is_best_selling'] },
      { name: 'Embroidered Panjabi', slug: 'panjabi-embroidered', flags: ['is_trending', 'is_featured'], commissionRate: 10 },
      { name: 'Kabli Set & Koti', slug: 'panjabi-kabli-koti' },
      { name: 'Kids Panjabi', slug: 'panjabi-kids' },
    ],
  },
  {
    name: 'Saree',
    slug: 'saree',
    garment: 'saree',
    color: 'Teal',
    flags: ['is_trending', 'is_home', 'is_featured'],
    commissionRate: 6,
    children: [
      { name: 'Jamdani', slug: 'saree-jamdani', flags: ['is_trending', 'is_best_selling'] },
      { name: 'Tangail Tant', slug: 'saree-tangail-tant' },
      { name: 'Katan & Silk', slug: 'saree-katan-silk', commissionRate: 5 },
      { name: 'Printed & Georgette', slug: 'saree-printed-georgette', flags: ['is_new_arrival'] },
    ],
  },
  {
    name: 'T-Shirts',
    slug: 't-shirts',
    garment: 'tshirt',
    color: 'Black',
    flags: ['is_trending', 'is_best_selling', 'is_home'],
    children: [
      { name: 'Round Neck', slug: 't-shirts-round-neck', flags: ['is_best_selling'] },
      { name: 'Polo Shirts', slug: 't-shirts-polo' },
      { name: 'Graphic Tees', slug: 't-shirts-graphic', flags: ['is_trending', 'is_new_arrival'] },
    ],
  },
  {
    name: 'Footwear',
    slug: 'footwear',
    garment: 'shoe',
    color: 'Brown',
    flags: ['is_best_selling', 'is_home'],
    children: [
      { name: 'Sandals', slug: 'footwear-sandals' },
      { name: 'Loafers & Formal', slug: 'footwear-loafers-formal' },
      { name: 'Sneakers', slug: 'footwear-sneakers', flags: ['is_trending'] },
    ],
  },
  {
    name: 'Accessories',
    slug: 'accessories',
    garment: 'bag',
    color: 'Mustard',
    flags: ['is_new_arrival', 'is_home'],
    commissionRate: 10,
    children: [
      { name: 'Bags', slug: 'accessories-bags', flags: ['is_featured'] },
      { name: 'Caps & Hats', slug: 'accessories-caps-hats' },
      { name: 'Wallets', slug: 'accessories-wallets' },
      { name: 'Belts', slug: 'accessories-belts' },
    ],
  },
  {
    name: 'Home & Lifestyle',
    slug: 'home-lifestyle',
    garment: 'cushion',
    color: 'Green',
    flags: ['is_new_arrival', 'is_featured'],
    commissionRate: 7,
    children: [
      { name: 'Cushion Covers', slug: 'home-cushion-covers', flags: ['is_new_arrival'] },
      { name: 'Bedsheets & Covers', slug: 'home-bedsheets-covers' },
    ],
  },
];

/** Each sub-category with its parent, in menu order. */
export function subCategories(): { parent: CategorySeed; child: SubCategorySeed }[] {
  return CATEGORIES.flatMap((parent) => parent.children.map((child) => ({ parent, child })));
}

function categoryRow(
  category: SubCategorySeed,
  art: { garment: Garment; color: ColorName },
  place: { parentId: number | null; position: number; createdAt: string },
) {
  const hexColor = COLORS[art.color];
  const flags = new Set(category.flags ?? []);
  const flag = (name: CategoryFlag) => (flags.has(name) ? 1 : 0);
  return {
    parent_id: place.parentId,
    name: category.name,
    slug: category.slug,
    level: place.parentId === null ? 0 : 1,
    position: place.position,
    icon: iconImagePath(art.garment, hexColor),
    banner: bannerImagePath('wide', hexColor, category.name),
    cover_image: bannerImagePath('square', hexColor, category.name),
    is_featured: flag('is_featured'),
    is_trending: flag('is_trending'),
    is_new_arrival: flag('is_new_arrival'),
    is_best_selling: flag('is_best_selling'),
    is_home: flag('is_home'),
    in_menu: 1,
    commission_rate: category.commissionRate ?? null,
    meta_title: `${category.name} | Rongdhonu`,
    meta_description: `Shop ${category.name.toLowerCase()} online at Rongdhonu with cash on delivery all over Bangladesh.`,
    created_at: place.createdAt,
  };
}

/** Inserts the category tree and answers the id of every category by slug. */
export async function seedCategories(db: Db, now: Date): Promise<Map<string, number>> {
  const topLevel = CATEGORIES.map((category, index) =>
    categoryRow(category, category, { parentId: null, position: index + 1, createdAt: daysBefore(now, 400 - index) }),
  );
  await insertInBatches(db, 'categories', topLevel);
  const parentIds = await idsBySlug(db, 'categories');
  const children = CATEGORIES.flatMap((parent) =>
    parent.children.map((child, index) =>
      categoryRow(child, parent, {
        parentId: requireId(parentIds, parent.slug),
        position: index + 1,
        createdAt: daysBefore(now, 390 - index),
      }),
    ),
  );
  await insertInBatches(db, 'categories', children);
  return idsBySlug(db, 'categories');
}
