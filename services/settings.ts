import { http, requestConfig, type RequestOptions } from './http';
import type { BusinessSetting, ImageLink, StaticData } from '@/contract/settings';

/** `GET /v2/business-settings`: every `{ type, value }` pair the shop is configured with. */
export async function getBusinessSettings(options?: RequestOptions): Promise<BusinessSetting[]> {
  const response = await http.get('/v2/business-settings', requestConfig(options), 'businessSettings');
  return response.data.data;
}

/** `GET /generate-static-data`: settings, mega menu and content pages in one answer, for the cached snapshot. */
export async function getStaticData(options?: RequestOptions): Promise<StaticData> {
  const response = await http.get('/generate-static-data', requestConfig(options), 'staticData');
  return response.data.data;
}

/** `GET /v2/image-link/:id`: the picture an admin chose for a spot, such as the newsletter popup. */
export async function getImageLink(id: number, options?: RequestOptions): Promise<ImageLink> {
  const response = await http.get(`/v2/image-link/${id}`, requestConfig(options), 'imageLink');
  return response.data.data;
}

/** The value of one setting; empty strings count as unset. */
export function settingValue(settings: BusinessSetting[], type: string): string | undefined {
  return settings.find((setting) => setting.type === type)?.value || undefined;
}
