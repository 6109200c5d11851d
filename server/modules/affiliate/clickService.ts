import type { Db } from '@/server/db/connection';
import { referralCodeFrom } from '@/utils/affiliateReferral';
import { findProductIdBySlug, insertClick } from './clickRepository';
import { dhakaDay } from './dateRange';
import { findApprovedAffiliatesByCodes } from './repository';

// A visit through a referral link: one click per affiliate, visitor and day is counted.

export type ClickOutcome = 'recorded' | 'already_recorded' | 'own_click' | 'unknown_code';

export interface Click {
  /** The referral query or code the visitor arrived with. */
  referral: string;
  /** Site-relative. */
  landingPath: string | null;
  productSlug: string | null;
}

/** The visitor is the caller's account, guest or customer; an affiliate's own visits do not count. */
export async function recordClick(db: Db, visitorUserId: number, click: Click, now: Date): Promise<ClickOutcome> {
  const code = referralCodeFrom(click.referral);
  const [affiliate] = code === null ? [] : await findApprovedAffiliatesByCodes(db, [code]);
  if (!affiliate) return 'unknown_code';
  if (affiliate.user_id === visitorUserId) return 'own_click';
  const productId = click.productSlug === null ? null : await findProductIdBySlug(db, click.productSlug);
  const recorded = await insertClick(
    db,
    { affiliateId: affiliate.id, visitorKey: `user:${visitorUserId}`, visitDay: dhakaDay(now), landingUrl: click.landingPath, productId },
    now,
  );
  return recorded ? 'recorded' : 'already_recorded';
}
