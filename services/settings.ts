import { http, requestConfig, type RequestOptions } from './http';
import type { BusinessSetting, ReadResponse, StaticData } from './types';

/** `GET /v2/business-settings`: every `{ type, value }` pair the shop is configured with. */
export async function getBusinessSettings(options?: RequestOptions): Promise<BusinessSetting[]> {
  const response = await http.get<ReadResponse<BusinessSetting[]>>('/v2/business-settings', requestConfig(options));
  return response.data.data;
}

/** `GET /generate-static-data`: settings, mega menu and content pages in one answer, for the cached snapshot. */
export async function getStaticData(options?: RequestOptions): Promise<StaticData> {
  const response = await http.get<{ result: boolean; data: StaticData }>('/generate-static-data', requestConfig(options));
  return response.data.data;
}

/** The value of one setting; empty strings count as unset. */
export function settingValue(settings: BusinessSetting[], type: string): string | undefined {
  return settings.find((setting) => setting.type === type)?.value || undefined;
}

/** What the header, the title and the favicon show, taken from the settings. */
export interface SiteBranding {
  siteName: string | null;
  siteMotto: string | null;
  headerLogo: string | null;
  siteIcon: string | null;
}

export function siteBranding(settings: BusinessSetting[]): SiteBranding {
  return {
    siteName: settingValue(settings, 'site_name') ?? null,
    siteMotto: settingValue(settings, 'site_motto') ?? null,
    headerLogo: settingValue(settings, 'header_logo') ?? null,
    siteIcon: settingValue(settings, 'site_icon') ?? null,
  };
}
