import type { Db } from '../../db/connection';

/**
 * Moves a guest's bag lines to a customer when the guest signs in or signs up: lines with the
 * same variant are merged, never beyond the variant's stock (unless the product allows negative
 * stock); the guest's lines are removed. Runs inside the caller's transaction.
 */
export async function mergeGuestCart(trx: Db, guestUserId: number, customerUserId: number, now: Date): Promise<void> {
  void trx;
  void guestUserId;
  void customerUserId;
  void now;
  throw new Error('mergeGuestCart is being written in the cart module');
}
