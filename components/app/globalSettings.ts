import type { NextPageContext } from 'next';
import type { AppContext } from 'next/app';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { describeRequestError } from '@/services/http';
import { getStaticData } from '@/services/settings';
import type { StaticData } from '@/contract/settings';
import { initialSettingsState, settingsLoaded, settingsSlice, staticDataSettings, type SettingsState } from '@/store/settingsSlice';

// The layout's settings (business settings, mega menu, content pages) are public and the same for every
// visitor, so one Node process keeps a copy for a minute instead of asking the API on every page.

export const SETTINGS_CACHE_MS = 60_000;
// A slow API must not hold every page: past this the page renders with the last copy, or none.
const SETTINGS_TIMEOUT_MS = 5_000;

interface Snapshot {
  settings: SettingsState;
  fetchedAt: number;
}

let cachedSnapshot: Snapshot | null = null;
let pendingFetch: Promise<Snapshot> | null = null;

function settingsStateOf(data: StaticData, fetchedAt: number): SettingsState {
  return settingsSlice.reducer(initialSettingsState, settingsLoaded(staticDataSettings(data, new Date(fetchedAt).toISOString())));
}

async function fetchSnapshot(now: number): Promise<Snapshot> {
  const data = await getStaticData({ signal: AbortSignal.timeout(SETTINGS_TIMEOUT_MS) });
  return { settings: settingsStateOf(data, now), fetchedAt: now };
}

/**
 * The settings snapshot of at most a minute ago; concurrent requests share one fetch. When the API
 * fails, the last copy (however old) is served, and null when there has never been one.
 */
async function cachedGlobalSettings(now: number = Date.now()): Promise<SettingsState | null> {
  if (cachedSnapshot && now - cachedSnapshot.fetchedAt < SETTINGS_CACHE_MS) return cachedSnapshot.settings;
  pendingFetch ??= fetchSnapshot(now).finally(() => {
    pendingFetch = null;
  });
  try {
    cachedSnapshot = await pendingFetch;
  } catch (error) {
    console.error(`Global settings could not be loaded: ${describeRequestError(error)}`);
  }
  return cachedSnapshot?.settings ?? null;
}

/** Forgets the cached copy (tests start every case from an empty cache). */
export function clearGlobalSettingsCache(): void {
  cachedSnapshot = null;
  pendingFetch = null;
}

// Client navigations fetch only the page's data (`x-nextjs-data`): the browser's store already has the settings.
function isPageDataRequest(context: NextPageContext): boolean {
  return Boolean(context.req?.headers['x-nextjs-data']) || Boolean(context.req?.url?.startsWith('/_next/data/'));
}

/** A page served from Next's page cache (getStaticProps) is marked with `servedFromPageCache = true`. */
function isServedFromPageCache(page: object): boolean {
  return 'servedFromPageCache' in page && page.servedFromPageCache === true;
}

/**
 * The settings a server-rendered page starts with. Nothing on the client, while `next build`
 * prerenders static pages (no API is running then), or for page-data requests, except those of a
 * page served from the page cache: such a request may render it again, HTML and all.
 */
export async function globalSettingsForPage({ Component, ctx }: Pick<AppContext, 'Component' | 'ctx'>): Promise<SettingsState | null> {
  if (typeof window !== 'undefined' || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
  if (isPageDataRequest(ctx) && !isServedFromPageCache(Component)) return null;
  return cachedGlobalSettings();
}
