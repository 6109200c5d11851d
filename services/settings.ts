import { http, requestConfig, type RequestOptions } from './http';
import type { BusinessSetting, ReadResponse } from './types';

/** `GET /v2/business-settings`: every `{ type, value }` pair the shop is configured with. */
export async function getBusinessSettings(options?: RequestOptions): Promise<BusinessSetting[]> {
  const response = await http.get<ReadResponse<BusinessSetting[]>>('/v2/business-settings', requestConfig(options));
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
