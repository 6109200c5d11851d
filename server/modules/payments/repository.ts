import type { Db } from '@/server/db/connection';

// Order payments (`payments`) as the gateway sees them: by their reference.

export type ChargeStatus = 'pending' | 'paid' | 'failed';

export async function findOrderPaymentByReference(db: Db, reference: string) {
  return db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .leftJoin('payment_types', 'payment_types.payment_type_key', 'payments.method')
    .select([
      'payments.id',
      'payments.order_id',
      'payments.method',
      'payments.amount',
      'payments.status',
      'orders.code as order_code',
      'payment_types.name as method_name',
    ])
    .where('payments.gateway_reference', '=', reference)
    .executeTakeFirst();
}

export type OrderPaymentRow = NonNullable<Awaited<ReturnType<typeof findOrderPaymentByReference>>>;

export async function findPaymentTypeName(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('payment_types').select('name').where('payment_type_key', '=', key).executeTakeFirst();
  return row?.name ?? null;
}

/** Settles a charge that is still pending; answers whether this call settled it. */
export async function settlePendingPayment(db: Db, paymentId: number, status: 'paid' | 'failed', now: Date): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status, updated_at: now.toISOString() })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findPaymentStatus(db: Db, paymentId: number): Promise<ChargeStatus> {
  const row = await db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow();
  return row.status;
}
