import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { settingValue } from '@/services/settings';
import type { ProductListItem } from '@/contract/catalog';
import type { BusinessSetting, MegaMenuEntry, MenuCategory, PageLink, StaticData } from '@/contract/settings';

// The global settings snapshot, cached in the browser under `globalsetting`.

/** A category as the header's menus link to it. */
type MenuLink = Pick<MenuCategory, 'id' | 'name' | 'slug'>;

/** A top-level category of the menus: its link, banner and icon, and its sub-categories' links. */
export interface MegaMenuLinks extends MenuLink, Pick<MenuCategory, 'banner' | 'icon'> {
  megamenucategories: MenuLink[];
}

/** Home and shop data that pages may cache beside the settings; their shapes belong to their endpoints. */
type ListedRecords = Record<string, unknown>[];

export interface SettingsState {
  business_settings: BusinessSetting[];
  megaMenus: MegaMenuLinks[];
  pages: PageLink[];
  /** Taken from the business settings whenever they load. */
  header_logo: string | null;
  /** The affiliate programme is on (the setting equals 1). */
  affiliate_system: boolean;
  /** The image link shown in the newsletter popup. */
  modalId: number | null;
  categories: ListedRecords;
  paymentTypes: ListedRecords;
  offerBanners: ListedRecords;
  HomeBanner1: ListedRecords;
  HomeBanner2: ListedRecords;
  trendingCategories: ListedRecords;
  newArrivalCategories: ListedRecords;
  bestSellingCategories: ListedRecords;
  newArrivalProducts: ProductListItem[];
  topSellingProducts: ProductListItem[];
  hotDealProducts: ProductListItem[];
  featuredProducts: ProductListItem[];
  flashDeals: ListedRecords;
  blogs: ListedRecords;
  campaign: Record<string, unknown> | null;
  /** When this snapshot was fetched (ISO-8601): a newer one wins over the stored copy. */
  loadedAt: string | null;
}

export const initialSettingsState: SettingsState = {
  business_settings: [],
  megaMenus: [],
  pages: [],
  header_logo: null,
  affiliate_system: false,
  modalId: null,
  categories: [],
  paymentTypes: [],
  offerBanners: [],
  HomeBanner1: [],
  HomeBanner2: [],
  trendingCategories: [],
  newArrivalCategories: [],
  bestSellingCategories: [],
  newArrivalProducts: [],
  topSellingProducts: [],
  hotDealProducts: [],
  featuredProducts: [],
  flashDeals: [],
  blogs: [],
  campaign: null,
  loadedAt: null,
};

export type SettingsLoaded = Partial<Omit<SettingsState, 'header_logo' | 'affiliate_system' | 'loadedAt'>> & {
  loadedAt: string;
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    loaded(state, action: PayloadAction<SettingsLoaded>) {
      Object.assign(state, action.payload);
      if (action.payload.business_settings) {
        state.header_logo = settingValue(action.payload.business_settings, 'header_logo') ?? null;
        state.affiliate_system = settingValue(action.payload.business_settings, 'affiliate_system') === '1';
      }
    },
  },
});

export const { loaded: settingsLoaded } = settingsSlice.actions;

function menuLinks(entries: MegaMenuEntry[]): MegaMenuLinks[] {
  return entries.map(({ id, name, slug, banner, icon, megamenucategories }) => ({
    id,
    name,
    slug,
    banner,
    icon,
    megamenucategories: megamenucategories.map((child) => ({ id: child.id, name: child.name, slug: child.slug })),
  }));
}

/**
 * What a `/generate-static-data` snapshot fetched at `loadedAt` puts in the slice. Every server-rendered
 * page carries the slice in its HTML, so it keeps only what the layout reads: the menus' links, and
 * the business settings that have a value (an empty one reads as unset anyway).
 */
export function staticDataSettings(data: StaticData, loadedAt: string): SettingsLoaded {
  return {
    business_settings: data.business_settings.filter((setting) => setting.value),
    megaMenus: menuLinks(data.megamenu),
    pages: data.pages,
    loadedAt,
  };
}

/** Of a stored snapshot and the one in the store, the more recently fetched one. */
export function newerSettings(stored: SettingsState, current: SettingsState): SettingsState {
  if (!stored.loadedAt) return current;
  if (!current.loadedAt || stored.loadedAt > current.loadedAt) return { ...current, ...stored };
  return current;
}

interface WithSettings {
  settings: SettingsState;
}

export const selectSettings = (state: WithSettings) => state.settings;
export const selectBusinessSettings = (state: WithSettings) => state.settings.business_settings;
export const selectMegaMenus = (state: WithSettings) => state.settings.megaMenus;
export const selectPages = (state: WithSettings) => state.settings.pages;
export const selectHeaderLogo = (state: WithSettings) => state.settings.header_logo;
export const selectAffiliateSystemOn = (state: WithSettings) => state.settings.affiliate_system;

/** One business setting's value; empty strings count as unset. */
export function selectBusinessSetting(state: WithSettings, type: string): string | undefined {
  return settingValue(state.settings.business_settings, type);
}

/** The title of a page that sets none: the site motto, else the site name. */
export function selectSiteTitle(state: WithSettings): string | undefined {
  return selectBusinessSetting(state, 'site_motto') ?? selectBusinessSetting(state, 'site_name');
}

/** Guests may check out when the guest_checkout setting is 1. */
export function selectGuestCheckoutOn(state: WithSettings): boolean {
  return settingValue(state.settings.business_settings, 'guest_checkout') === '1';
}
