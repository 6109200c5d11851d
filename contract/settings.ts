import * as z from 'zod/mini';
import { mutationAnswer, readEnvelope } from './envelope';

// The shop's settings snapshot, its menus and content page links, and subscriptions.

const businessSetting = z.object({ type: z.string(), value: z.nullable(z.string()) });

const menuCategory = z.object({
  id: z.number(),
  parent_id: z.nullable(z.number()),
  name: z.string(),
  slug: z.string(),
  banner: z.nullable(z.string()),
  icon: z.nullable(z.string()),
});

const megaMenuEntry = z.object({ ...menuCategory.shape, megamenucategories: z.array(menuCategory) });

export const pageLink = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  page_link_position: z.nullable(z.string()),
  custom_link: z.nullable(z.string()),
  open_tab: z.number(),
  position: z.number(),
});

/** `GET /v2/image-link/:id`: a picture with where it leads (the newsletter popup's image). */
const imageLink = z.object({
  id: z.number(),
  title: z.nullable(z.string()),
  image: z.nullable(z.string()),
  link: z.nullable(z.string()),
});

/** `GET /generate-static-data`: settings, mega menu and content page links in one answer. */
const staticData = z.object({
  business_settings: z.array(businessSetting),
  megamenu: z.array(megaMenuEntry),
  pages: z.array(pageLink),
});

export const businessSettings = readEnvelope(z.array(businessSetting));
export const imageLinkAnswer = readEnvelope(imageLink);
export const staticDataAnswer = readEnvelope(staticData);

export interface Subscription {
  email?: string;
  phone?: string;
}

/** `POST /v2/subscribe`: `status` names the outcome ("success" or another word). */
export const subscribeAnswer = z.object({ ...mutationAnswer.shape, status: z.string() });

export type BusinessSetting = z.output<typeof businessSetting>;
export type MenuCategory = z.output<typeof menuCategory>;
export type MegaMenuEntry = z.output<typeof megaMenuEntry>;
export type PageLink = z.output<typeof pageLink>;
export type ImageLink = z.output<typeof imageLink>;
export type StaticData = z.output<typeof staticData>;
export type SubscribeAnswer = z.output<typeof subscribeAnswer>;
