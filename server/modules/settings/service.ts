import type * as z from 'zod/mini';
import type { ContentPage } from '@/contract/content';
import type { businessSettings, imageLinkAnswer, MegaMenuEntry, PageLink, staticDataAnswer } from '@/contract/settings';
import type { Db } from '../../db/connection';
import { NotFoundError } from '../../http/errors';
import { buildMegaMenu } from './megaMenu';
import {
  findImageLink,
  findPageBySlug,
  findSettingValues,
  listBusinessSettings,
  listMenuChildren,
  listPageLinks,
  listTopLevelMenuCategories,
} from './repository';
import { pageSeoMeta, SEO_SETTING_TYPES, type SeoMeta, siteSeoMeta } from './seoMeta';

export function getBusinessSettings(db: Db): Promise<z.input<typeof businessSettings>['data']> {
  return listBusinessSettings(db);
}

export async function getMegaMenu(db: Db): Promise<MegaMenuEntry[]> {
  const parents = await listTopLevelMenuCategories(db);
  const children = await listMenuChildren(db, parents.map((parent) => parent.id));
  return buildMegaMenu(parents, children);
}

export function getPageLinks(db: Db): Promise<PageLink[]> {
  return listPageLinks(db);
}

export async function getPage(db: Db, slug: string): Promise<ContentPage> {
  const page = await findPageBySlug(db, slug);
  if (!page) throw new NotFoundError('Page not found');
  return page;
}

// An unknown page name (such as "home") is not an error: it gets the site's own meta.
export async function getSeoMeta(db: Db, pageSlug?: string): Promise<SeoMeta> {
  const rows = await findSettingValues(db, SEO_SETTING_TYPES);
  const settings = Object.fromEntries(rows.map((row) => [row.type, row.value]));
  const page = pageSlug ? await findPageBySlug(db, pageSlug) : undefined;
  return page ? pageSeoMeta(settings, page) : siteSeoMeta(settings);
}

export async function getImageLink(db: Db, id: number): Promise<z.input<typeof imageLinkAnswer>['data']> {
  const imageLink = await findImageLink(db, id);
  if (!imageLink) throw new NotFoundError('Image link not found');
  return imageLink;
}

/** The snapshot the storefront caches: settings, mega menu and footer pages in one answer. */
export async function getStaticData(db: Db): Promise<z.input<typeof staticDataAnswer>['data']> {
  const [businessSettings, megamenu, pages] = await Promise.all([getBusinessSettings(db), getMegaMenu(db), getPageLinks(db)]);
  return { business_settings: businessSettings, megamenu, pages };
}
