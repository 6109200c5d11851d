import { skipToken } from '@reduxjs/toolkit/query/react';
import type { OrderDetail, OrderItem } from '@/contract/orders';
import { useOrderQuery } from '@/store/api/ordersApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

export type OrderLoad =
  | { state: 'loading' }
  | { state: 'not_found' }
  | { state: 'failed' }
  | { state: 'ready'; order: OrderDetail; items: OrderItem[] };

/**
 * The order and its items, read with the visitor's own token (a guest's reads the guest's order) once
 * the session is back. `reload` fetches again while the order on screen stays (after a failure, the
 * page shows progress meanwhile).
 */
export function useOrder(orderId: number | null): { load: OrderLoad; reload: () => void } {
  const token = useAppSelector(selectToken);
  const query = useOrderQuery(orderId !== null && token ? { token, id: orderId } : skipToken);
  const reload = () => void query.refetch();
  if (orderId === null) return { load: { state: 'not_found' }, reload };
  // Another order (a client-side navigation) starts from "loading", never from the previous one.
  if (query.currentData !== undefined) {
    return { load: query.currentData ? { state: 'ready', ...query.currentData } : { state: 'not_found' }, reload };
  }
  return { load: query.isError ? { state: 'failed' } : { state: 'loading' }, reload };
}
