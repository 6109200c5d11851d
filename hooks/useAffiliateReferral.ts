import { useEffect, useRef } from 'react';
import { selectToken } from '@/store/authSlice';
import { rememberAffiliateReferral } from '@/store/browserCookies';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { selectAffiliateSystemOn, selectBusinessSetting } from '@/store/settingsSlice';
import { referralCodeFrom } from '@/utils/affiliateReferral';
import { affiliateReferral } from '@/utils/cookies';

const PRODUCT_PAGE = /^\/details\/([^/?#]+)/;

function withoutHash(path: string): string {
  return path.split('#')[0];
}

function queryOf(path: string): string {
  return withoutHash(path).split('?')[1] ?? '';
}

function productSlugOf(path: string): string | undefined {
  const slug = PRODUCT_PAGE.exec(path)?.[1];
  return slug ? decodeURIComponent(slug) : undefined;
}

/**
 * A page opened with the aff_ref query keeps that query in the affiliate cookie for
 * validation_time days (a year when 0). The visit is recorded as the affiliate's click once per page
 * opened, when the session's token (guest or customer) is known. Pass the route path (query included).
 */
export function useAffiliateReferral(routePath: string): void {
  const store = useAppStore();
  const token = useAppSelector(selectToken);
  const programmeOn = useAppSelector(selectAffiliateSystemOn);
  const clickRecordedFor = useRef<string | null>(null);

  useEffect(() => {
    rememberAffiliateReferral(queryOf(routePath), selectBusinessSetting(store.getState(), 'validation_time'));
  }, [routePath, store]);

  useEffect(() => {
    const referral = affiliateReferral(queryOf(routePath));
    const code = referral === null ? null : referralCodeFrom(referral);
    if (!programmeOn || !token || !code || clickRecordedFor.current === routePath) return;
    clickRecordedFor.current = routePath;
    const productSlug = productSlugOf(routePath);
    // Counting the click is the shop's business: the visitor never hears of a failure. The affiliate
    // service loads only for a visit that came through a referral link.
    import('@/services/affiliate')
      .then(({ recordAffiliateClick }) =>
        recordAffiliateClick(
          { aff_ref: code, landing_url: withoutHash(routePath), ...(productSlug ? { product_slug: productSlug } : {}) },
          { token },
        ),
      )
      .catch(() => undefined);
  }, [routePath, token, programmeOn]);
}
