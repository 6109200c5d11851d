import type { Db } from '../../db/connection';

// Read-only queries for settings, content pages, the mega menu and image links.

export function listBusinessSettings(db: Db) {
  return db.selectFrom('business_settings').select(['type', 'value']).orderBy('id').execute();
}

export function findSettingValues(db: Db, types: string[]) {
  return db.selectFrom('business_settings').select(['type', 'value']).where('type', 'in', types).execute();
}

const MENU_CATEGORY_COLUMNS = ['id', 'parent_id', 'name', 'slug', 'banner', 'icon'] as const;

export function listTopLevelMenuCategories(db: Db) {
  return db
    .selectFrom('categories')
    .select(MENU_CATEGORY_COLUMNS)
    .where('parent_id', 'is', null)
    .where('in_menu', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function listMenuChildren(db: Db, parentIds: number[]) {
  if (parentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('categories')
    .select(MENU_CATEGORY_COLUMNS)
    .where('parent_id', 'in', parentIds)
    .where('in_menu', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

const PAGE_LINK_COLUMNS = ['id', 'title', 'slug', 'page_link_position', 'custom_link', 'open_tab', 'position'] as const;

export function listPageLinks(db: Db) {
  return db.selectFrom('pages').select(PAGE_LINK_COLUMNS).orderBy('position').orderBy('id').execute();
}

export function findPageBySlug(db: Db, slug: string) {
  return db
    .selectFrom('pages')
    .select([...PAGE_LINK_COLUMNS, 'content', 'meta_title', 'meta_description'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export function findImageLink(db: Db, id: number) {
  return db.selectFrom('image_links').select(['id', 'title', 'image', 'link']).where('id', '=', id).executeTakeFirst();
}
