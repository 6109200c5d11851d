import { randomInt } from 'node:crypto';
import type { Db } from '@/server/db/connection';
import { HttpError, NotFoundError, ValidationError } from '@/server/http/errors';
import { shopPathOf, withReferral } from '@/utils/affiliateReferral';
import {
  type AffiliateRow,
  type Application,
  type ApplicationStatus,
  findAffiliateByUserId,
  findLiveCustomer,
  findUserReferral,
  insertApplication,
  isReferralCodeTaken,
  setApplicationStatus,
  setReferralCodeIfNone,
  setUserAffiliateFlags,
} from './repository';

// Applying to the programme, and the shop's decision on an application (the admin path and the CLI).

export const REGISTRATION_MESSAGES = {
  applied: 'Thank you! We will review your application.',
  alreadyApplied: 'You have already applied',
  notShopLink: 'Please enter a link to this shop',
  applicationNotFound: 'Affiliate application not found',
} as const;

const REFERRAL_CODE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const REFERRAL_CODE_LENGTH = 8;
const REFERRAL_CODE_ATTEMPTS = 20;

/** 8 capital letters or digits; `pickIndex(n)` answers a random whole number from 0 to n - 1. */
export function newReferralCode(pickIndex: (size: number) => number = randomInt): string {
  return Array.from({ length: REFERRAL_CODE_LENGTH }, () => REFERRAL_CODE_CHARACTERS[pickIndex(REFERRAL_CODE_CHARACTERS.length)]).join('');
}

export async function applyForProgramme(db: Db, userId: number, application: Application, now: Date): Promise<ApplicationStatus> {
  if (!(await insertApplication(db, userId, application, now))) throw new HttpError(422, REGISTRATION_MESSAGES.alreadyApplied);
  return 'pending';
}

export interface ApplicationState {
  status: ApplicationStatus | 'none';
  referralCode: string | null;
  affiliateStatus: number;
}

export async function findApplicationState(db: Db, userId: number): Promise<ApplicationState> {
  const [affiliate, user] = await Promise.all([findAffiliateByUserId(db, userId), findUserReferral(db, userId)]);
  return { status: affiliate?.status ?? 'none', referralCode: user?.referral_code ?? null, affiliateStatus: user?.affiliate_status ?? 0 };
}

/** A link to this shop (`shopHosts`) as a site-relative link carrying the affiliate's referral code. */
export async function referralLinkFor(db: Db, affiliate: AffiliateRow, link: string, shopHosts: readonly string[]): Promise<string> {
  const path = shopPathOf(link, shopHosts);
  const user = await findUserReferral(db, affiliate.user_id);
  if (path === null || !user?.referral_code) throw new ValidationError({ url: [REGISTRATION_MESSAGES.notShopLink] });
  return withReferral(path, user.referral_code);
}

async function unusedReferralCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < REFERRAL_CODE_ATTEMPTS; attempt += 1) {
    const code = newReferralCode();
    if (!(await isReferralCodeTaken(db, code))) return code;
  }
  throw new Error('No unused referral code was found');
}

async function findApplication(db: Db, userId: number): Promise<{ affiliate: AffiliateRow; referralCode: string | null }> {
  const user = await findLiveCustomer(db, userId);
  const affiliate = user ? await findAffiliateByUserId(db, userId) : undefined;
  if (!user || !affiliate) throw new NotFoundError(REGISTRATION_MESSAGES.applicationNotFound);
  return { affiliate, referralCode: user.referral_code };
}

export interface Decision {
  userId: number;
  status: ApplicationStatus;
  referralCode: string | null;
}

/** The applicant becomes an affiliate with a referral code of their own (kept when they had one). */
export async function approveApplication(db: Db, userId: number, now: Date): Promise<Decision> {
  return db.transaction().execute(async (trx) => {
    const { affiliate, referralCode } = await findApplication(trx, userId);
    await setApplicationStatus(trx, affiliate.id, 'approved', now);
    await setUserAffiliateFlags(trx, userId, true, now);
    if (referralCode === null) await setReferralCodeIfNone(trx, userId, await unusedReferralCode(trx));
    const user = await findUserReferral(trx, userId);
    return { userId, status: 'approved', referralCode: user?.referral_code ?? null };
  });
}

/** A rejected applicant (or a former affiliate) earns no more; their referral code stays theirs. */
export async function rejectApplication(db: Db, userId: number, now: Date): Promise<Decision> {
  return db.transaction().execute(async (trx) => {
    const { affiliate, referralCode } = await findApplication(trx, userId);
    await setApplicationStatus(trx, affiliate.id, 'rejected', now);
    await setUserAffiliateFlags(trx, userId, false, now);
    return { userId, status: 'rejected', referralCode };
  });
}
