import type { Db } from '@/server/db/connection';
import { NotFoundError } from '@/server/http/errors';
import { findMembershipCharge, settleMembershipPurchase } from '@/server/modules/membership/purchaseService';
import { failOrderPayment, markOrderPaid } from '@/server/modules/orders/paymentOutcome';
import { lockOrder } from '@/server/modules/orders/repository';
import {
  type ChargeStatus,
  findOrderPaymentByReference,
  findPaymentStatus,
  findPaymentTypeName,
  type OrderPaymentRow,
  settlePendingPayment,
} from './repository';

// The simulated gateway's charges: an order's payment when `payments` has the reference, else a
// membership card purchase. A charge is settled once; asking again answers the settled status.

export type PaymentOutcome = 'approved' | 'declined';

export interface SimulatedCharge {
  reference: string;
  method: string;
  methodName: string;
  /** In poisha. */
  amount: number;
  description: string;
  status: ChargeStatus;
  returnPath: string;
}

export interface SettledCharge {
  status: ChargeStatus;
  returnPath: string;
}

function orderReturnPath(orderId: number): string {
  return `/order-confirmation/${orderId}`;
}

export async function findSimulatedCharge(db: Db, reference: string): Promise<SimulatedCharge | undefined> {
  const payment = await findOrderPaymentByReference(db, reference);
  if (payment) {
    return {
      reference,
      method: payment.method,
      methodName: payment.method_name ?? payment.method,
      amount: payment.amount,
      description: `Order ${payment.order_code}`,
      status: payment.status,
      returnPath: orderReturnPath(payment.order_id),
    };
  }
  const membershipCharge = await findMembershipCharge(db, reference);
  if (!membershipCharge) return undefined;
  return {
    reference,
    ...membershipCharge,
    methodName: (await findPaymentTypeName(db, membershipCharge.method)) ?? membershipCharge.method,
  };
}

async function settleOrderPayment(trx: Db, payment: OrderPaymentRow, outcome: PaymentOutcome, now: Date): Promise<SettledCharge> {
  await lockOrder(trx, payment.order_id);
  const returnPath = orderReturnPath(payment.order_id);
  const status = outcome === 'approved' ? 'paid' : 'failed';
  if (!(await settlePendingPayment(trx, payment.id, status, now))) {
    return { status: await findPaymentStatus(trx, payment.id), returnPath };
  }
  if (status === 'paid') await markOrderPaid(trx, payment.order_id, `Paid by ${payment.method_name ?? payment.method}`, now);
  else await failOrderPayment(trx, payment.order_id, now);
  return { status, returnPath };
}

/** The gateway's verdict on a charge; 404 for a reference nobody issued. */
export async function completeSimulatedCharge(db: Db, reference: string, outcome: PaymentOutcome, now: Date): Promise<SettledCharge> {
  return db.transaction().execute(async (trx) => {
    const payment = await findOrderPaymentByReference(trx, reference);
    if (payment) return settleOrderPayment(trx, payment, outcome, now);
    const membership = await settleMembershipPurchase(trx, reference, outcome, now);
    if (!membership) throw new NotFoundError('Payment not found');
    return { status: membership.status, returnPath: membership.returnPath };
  });
}
