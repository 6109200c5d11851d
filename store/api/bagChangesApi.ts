import type { UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { MutationAnswer } from '@/contract/envelope';
import * as cartService from '@/services/cart';
import * as couponService from '@/services/coupon';
import * as giftCardService from '@/services/giftCard';
import { LOGIN_PATH, type RequestOptions } from '@/services/http';
import * as membershipService from '@/services/membership';
import { addToCartEvent, pushToDataLayer, removeFromCartEvent } from '@/utils/analytics';
import { findLine, type BagLine, type NewBagLine } from '@/utils/bag';
import { createEventId } from '@/utils/eventId';
import { changeEnded, itemAdded, itemDecremented, lineRemoved } from '../bagSlice';
import { readAffiliateReferral } from '../browserCookies';
import { couponApplied, couponReset } from '../couponSlice';
import { giftCardApplied, giftCardOtpSent, giftCardReset } from '../giftCardSlice';
import { membershipApplied, membershipOtpSent, membershipReset } from '../membershipSlice';
import { MESSAGES, notice, RefusedChange, type Notice } from '../notices';
import type { AppDispatch, AppStore, RootState } from '../store';
import { withToken } from '../withTypes';
import { rebuildBag } from './bagApi';
import { fromService, serveStore, shopApi, stateOf, type ApiFailure } from './shopApi';

// The changes of the bag, its coupon and its cards. Each goes to the server first; the store then
// follows the answer (the past-tense events of the slices), the bag is rebuilt from the server's copy,
// which has the final prices, and a change of the lines invalidates the reads of the bag. A refused
// change leaves the store as it was and invalidates nothing. The functions at the end start a change
// in a store and hand back the notice to show; this module loads with the first change asked for.

interface AddToBagArgument {
  line: NewBagLine;
  /** Sets the line to this quantity; without it one more piece goes in. */
  quantity?: number;
}

interface BagLineArgument {
  barcode: string;
  product_id: number;
}

interface BagChangeOutcome extends Notice {
  /** The analytics event id sent with the change. */
  eventId: string;
}

/** The kinds of card that go on the bag with a one-time code sent to the card holder. */
export type CardKind = 'membership' | 'giftCard';

function dispatchOf(api: BaseQueryApi): AppDispatch {
  return api.dispatch as AppDispatch;
}

async function rebuildFromServer(api: BaseQueryApi): Promise<void> {
  const { token } = stateOf(api).auth;
  try {
    if (token) await rebuildBag(api.dispatch, token);
  } catch {
    // The local rule already applied; the next read brings the server's prices.
  }
}

/** Pieces going into the line: a set quantity counts only what it adds. */
function addedPieces(existing: BagLine | undefined, quantity: number | undefined): number {
  if (quantity === undefined) return 1;
  return Math.max(quantity - (existing?.quantity ?? 0), 0);
}

function sendAddition(state: RootState, { line, quantity }: AddToBagArgument, eventId: string) {
  const options = withToken(state);
  if (quantity !== undefined && findLine(state.bag.lines, line.barcode)) {
    return cartService.changeCartQuantity(line.barcode, quantity, options);
  }
  return cartService.addToCart(
    {
      id: line.product_id,
      variant: line.variant,
      barcode: line.barcode,
      quantity: quantity ?? 1,
      event_id: eventId,
      image: line.thumbnail_image,
      affiliate: readAffiliateReferral(),
    },
    options,
  );
}

async function addLine(argument: AddToBagArgument, _signal: AbortSignal, api: BaseQueryApi): Promise<{ eventId: string }> {
  const eventId = createEventId();
  const before = stateOf(api);
  const existing = findLine(before.bag.lines, argument.line.barcode);
  await sendAddition(before, argument, eventId);
  dispatchOf(api)(itemAdded(argument));
  const pieces = addedPieces(existing, argument.quantity);
  pushToDataLayer(await addToCartEvent({ eventId, line: argument.line, quantity: pieces, shopper: before.auth.user }));
  await rebuildFromServer(api);
  dispatchOf(api)(changeEnded());
  return { eventId };
}

function takeOut(removeWholeLine: boolean) {
  return async ({ barcode, product_id }: BagLineArgument, _signal: AbortSignal, api: BaseQueryApi) => {
    const eventId = createEventId();
    const before = stateOf(api);
    const existing = findLine(before.bag.lines, barcode);
    const answer = await cartService.removeFromCart({ product_id, barcode, remove_all: removeWholeLine }, withToken(before));
    dispatchOf(api)(removeWholeLine ? lineRemoved({ barcode }) : itemDecremented({ barcode }));
    if (existing) {
      const pieces = removeWholeLine ? existing.quantity : 1;
      pushToDataLayer(await removeFromCartEvent({ eventId, line: existing, quantity: pieces, shopper: before.auth.user }));
    }
    await rebuildFromServer(api);
    dispatchOf(api)(changeEnded());
    return { message: answer.message, eventId };
  };
}

interface CardSteps<Applied extends MutationAnswer> {
  requestCode: (number: string, options: RequestOptions) => Promise<MutationAnswer>;
  verifyCode: (number: string, otp: string, options: RequestOptions) => Promise<Applied>;
  remove: (options: RequestOptions) => Promise<MutationAnswer>;
  /** The number the code was sent for (the slice's `…_no`). */
  selectNumber: (state: RootState) => string | null;
  otpSent: (number: string) => UnknownAction;
  /** Picks the amount and tax out of the server's answer. */
  applied: (answer: Applied) => UnknownAction;
  reset: () => UnknownAction;
  /** The success messages when the server's answer has none. */
  messages: { applied: string; removed: string };
}

/** One flow for every card: each step's server call, then the slice's event; the message to show. */
function cardFlow<Applied extends MutationAnswer>(card: CardSteps<Applied>) {
  return {
    selectNumber: card.selectNumber,
    async sendCode(number: string, api: BaseQueryApi): Promise<string> {
      const answer = await card.requestCode(number, withToken(stateOf(api)));
      dispatchOf(api)(card.otpSent(number));
      return answer.message || MESSAGES.cardCodeSent;
    },
    async verifyCode(number: string, otp: string, api: BaseQueryApi): Promise<string> {
      const answer = await card.verifyCode(number, otp, withToken(stateOf(api)));
      dispatchOf(api)(card.applied(answer));
      return answer.message || card.messages.applied;
    },
    async remove(api: BaseQueryApi): Promise<string> {
      const answer = await card.remove(withToken(stateOf(api)));
      dispatchOf(api)(card.reset());
      return answer.message || card.messages.removed;
    },
  };
}

const CARDS: Record<CardKind, ReturnType<typeof cardFlow>> = {
  membership: cardFlow({
    requestCode: membershipService.requestMembershipCode,
    verifyCode: membershipService.verifyMembershipCode,
    remove: membershipService.removeMembership,
    selectNumber: (state) => state.membership.membership_no,
    otpSent: membershipOtpSent,
    applied: (answer) => membershipApplied({ membership_amount: answer.membership_amount, tax: answer.tax }),
    reset: membershipReset,
    messages: { applied: MESSAGES.membershipApplied, removed: MESSAGES.membershipRemoved },
  }),
  giftCard: cardFlow({
    requestCode: giftCardService.requestGiftCardCode,
    verifyCode: giftCardService.verifyGiftCardCode,
    remove: giftCardService.removeGiftCard,
    selectNumber: (state) => state.giftCard.gift_card_no,
    otpSent: giftCardOtpSent,
    applied: (answer) => giftCardApplied({ gift_card_amount: answer.gift_card_amount, tax: answer.tax }),
    reset: giftCardReset,
    messages: { applied: MESSAGES.giftCardApplied, removed: MESSAGES.giftCardRemoved },
  }),
};

/** A change of the lines makes the server's promotion and totals stale; a refused one changes nothing. */
const linesChanged = (result: unknown) => (result ? ['Bag' as const] : []);

const bagChangesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    addToBag: build.mutation<{ eventId: string }, AddToBagArgument>({
      queryFn: fromService(addLine),
      invalidatesTags: linesChanged,
    }),
    decrementBagLine: build.mutation<{ message: string; eventId: string }, BagLineArgument>({
      queryFn: fromService(takeOut(false)),
      invalidatesTags: linesChanged,
    }),
    removeBagLine: build.mutation<{ message: string; eventId: string }, BagLineArgument>({
      queryFn: fromService(takeOut(true)),
      invalidatesTags: linesChanged,
    }),
    applyCoupon: build.mutation<string, string>({
      queryFn: fromService(async (couponCode, _signal, api) => {
        const state = stateOf(api);
        const answer = await couponService.applyCoupon(couponCode, state.auth.user?.id, withToken(state));
        dispatchOf(api)(
          couponApplied({ coupon: couponCode, coupon_amount: answer.discount, tax: answer.tax, free_shipping: Boolean(answer.free_shipping) }),
        );
        return answer.message || MESSAGES.couponApplied;
      }),
    }),
    removeCoupon: build.mutation<null, void>({
      queryFn: fromService(async (_none, _signal, api) => {
        const state = stateOf(api);
        await couponService.removeCoupon(state.auth.user?.id, withToken(state));
        dispatchOf(api)(couponReset());
        return null;
      }),
    }),
    /**
     * Whether a coupon fits the bag as it is now (`/v2/coupon-check`). Nothing changes on the server; a
     * mutation all the same, since each check is asked after a change and no answer may be reused.
     */
    couponCheck: build.mutation<MutationAnswer, string>({
      queryFn: fromService((couponCode, _signal, api) => couponService.checkCoupon(couponCode, withToken(stateOf(api)))),
    }),
    sendCardCode: build.mutation<string, { card: CardKind; number: string }>({
      queryFn: fromService(({ card, number }, _signal, api) => CARDS[card].sendCode(number, api)),
    }),
    verifyCardCode: build.mutation<string, { card: CardKind; number: string; otp: string }>({
      queryFn: fromService(({ card, number, otp }, _signal, api) => CARDS[card].verifyCode(number, otp, api)),
    }),
    removeCard: build.mutation<string, CardKind>({
      queryFn: fromService((card, _signal, api) => CARDS[card].remove(api)),
    }),
  }),
});

const { endpoints } = bagChangesApi;

/** What a change failed with: the api's failure, or nothing known of it. */
function failureOf(error: unknown): ApiFailure | null {
  return typeof error === 'object' && error !== null && 'fieldErrors' in error ? (error as ApiFailure) : null;
}

/** The server's own reason for a refusal, when it gave one. */
function reasonOf(error: unknown): string | null {
  return failureOf(error)?.message || null;
}

// A change runs outside any render (a click), so the store gets the api here and at once. Mutations are
// not tracked in the store: the caller has the outcome, and nothing else reads it. Each resolves with
// the notice to show, or rejects with a RefusedChange carrying it.

/** Adds one piece (or sets the quantity) of a variant: "Added to cart", or the server's refusal. */
export async function addToBag(store: AppStore, argument: AddToBagArgument): Promise<BagChangeOutcome> {
  try {
    const { eventId } = await serveStore(store).dispatch(endpoints.addToBag.initiate(argument, { track: false })).unwrap();
    return { ...notice(MESSAGES.addedToCart, 'success'), eventId };
  } catch (error) {
    throw new RefusedChange(notice(failureOf(error)?.message ?? MESSAGES.stockNotAvailable, 'error'));
  }
}

async function takeOutOf(store: AppStore, endpoint: typeof endpoints.removeBagLine, line: BagLineArgument): Promise<BagChangeOutcome> {
  try {
    const { message, eventId } = await serveStore(store).dispatch(endpoint.initiate(line, { track: false })).unwrap();
    return { ...notice(message || MESSAGES.removedFromCart, 'info'), eventId };
  } catch {
    throw new RefusedChange(notice(MESSAGES.tryAgain, 'error'));
  }
}

/** One piece less; the line goes at 1. A failure says "Try Again". */
export function decrementBagLine(store: AppStore, line: BagLineArgument): Promise<BagChangeOutcome> {
  return takeOutOf(store, endpoints.decrementBagLine, line);
}

/** The whole line out of the bag (the removeFromCart flag). A failure says "Try Again". */
export function removeBagLine(store: AppStore, line: BagLineArgument): Promise<BagChangeOutcome> {
  return takeOutOf(store, endpoints.removeBagLine, line);
}

/** Applies a coupon to the bag: the server's message either way. */
export async function applyCoupon(store: AppStore, couponCode: string): Promise<Notice> {
  try {
    return notice(await serveStore(store).dispatch(endpoints.applyCoupon.initiate(couponCode, { track: false })).unwrap(), 'success');
  } catch (error) {
    throw new RefusedChange(notice(failureOf(error)?.message ?? MESSAGES.pleaseTryAgain, 'error'));
  }
}

/** "Coupon Removed"; "Coupon not Removed" when refused; "Please Login" (to /login) on a 401. */
export async function removeCoupon(store: AppStore): Promise<Notice> {
  try {
    await serveStore(store).dispatch(endpoints.removeCoupon.initiate(undefined, { track: false })).unwrap();
    return notice(MESSAGES.couponRemoved, 'success');
  } catch (error) {
    const failure = failureOf(error);
    if (failure?.status === 401) throw new RefusedChange(notice(MESSAGES.pleaseLogin, 'error', LOGIN_PATH));
    if (failure?.refused) throw new RefusedChange(notice(MESSAGES.couponNotRemoved, 'error'));
    throw new RefusedChange(notice(MESSAGES.pleaseTryAgain, 'error'));
  }
}

/**
 * A quantity change takes the applied coupon off; this says so as a warning, with the server's reason
 * when the coupon no longer fits the changed bag (its minimum spend, the items it covers). Any other
 * failure of the check still says "Coupon Removed".
 */
export async function explainRemovedCoupon(store: AppStore, couponCode: string): Promise<Notice> {
  const removed = notice(MESSAGES.couponRemoved, 'warning');
  const check = await serveStore(store).dispatch(endpoints.couponCheck.initiate(couponCode, { track: false }));
  const error = 'error' in check ? check.error : null;
  const reason = failureOf(error)?.fieldErrors.coupon_code?.[0];
  return reason ? { ...removed, reason } : removed;
}

/** Sends a code to the holder of the card: the server's "A verification code was sent…" message. */
export async function sendCardCode(store: AppStore, card: CardKind, cardNo: string): Promise<Notice> {
  try {
    const message = await serveStore(store).dispatch(endpoints.sendCardCode.initiate({ card, number: cardNo.trim() }, { track: false })).unwrap();
    return notice(message, 'success');
  } catch (error) {
    throw new RefusedChange(notice(reasonOf(error) ?? MESSAGES.pleaseTryAgain, 'error'));
  }
}

/** Confirms the card with the code sent for its number: it then counts in the bag's totals. */
export async function verifyCardCode(store: AppStore, card: CardKind, otp: string): Promise<Notice> {
  const number = CARDS[card].selectNumber(store.getState());
  if (!number) throw new RefusedChange(notice(MESSAGES.cardNumberFirst, 'error'));
  try {
    const message = await serveStore(store).dispatch(endpoints.verifyCardCode.initiate({ card, number, otp: otp.trim() }, { track: false })).unwrap();
    return notice(message, 'success');
  } catch (error) {
    throw new RefusedChange(notice(reasonOf(error) ?? MESSAGES.pleaseTryAgain, 'error'));
  }
}

/** Takes the card off the bag: the "… removed" message, or the server's refusal. */
export async function removeCard(store: AppStore, card: CardKind): Promise<Notice> {
  try {
    return notice(await serveStore(store).dispatch(endpoints.removeCard.initiate(card, { track: false })).unwrap(), 'success');
  } catch (error) {
    throw new RefusedChange(notice(reasonOf(error) ?? MESSAGES.pleaseTryAgain, 'error'));
  }
}
