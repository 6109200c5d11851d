import { useEffect } from 'react';
import { rememberAffiliateReferral } from '@/store/browserCookies';
import { useAppStore } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';

function queryOf(path: string): string {
  return path.split('#')[0].split('?')[1] ?? '';
}

/**
 * SPEC section 4: a page opened with the aff_ref query keeps that query in the affiliate cookie for
 * validation_time days (a year when 0). Pass the route path (query included).
 */
export function useAffiliateReferral(routePath: string): void {
  const store = useAppStore();
  useEffect(() => {
    rememberAffiliateReferral(queryOf(routePath), selectBusinessSetting(store.getState(), 'validation_time'));
  }, [routePath, store]);
}
