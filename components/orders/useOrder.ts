import { useCallback, useEffect, useState } from 'react';
import { isNotFound } from '@/services/http';
import { getOrder, listOrderItems, type OrderDetail, type OrderItem } from '@/services/orders';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

export type OrderLoad =
  | { state: 'loading' }
  | { state: 'not_found' }
  | { state: 'failed' }
  | { state: 'ready'; order: OrderDetail; items: OrderItem[] };

const LOADING: OrderLoad = { state: 'loading' };
const NOT_FOUND: OrderLoad = { state: 'not_found' };
const FAILED: OrderLoad = { state: 'failed' };

function startingLoad(orderId: number | null): OrderLoad {
  return orderId === null ? NOT_FOUND : LOADING;
}

/**
 * The order and its items, read with the visitor's own token (a guest's reads the guest's order) once
 * the session is back. `reload` fetches again while the order on screen stays (after a cancel).
 */
export function useOrder(orderId: number | null): { load: OrderLoad; reload: () => void } {
  const token = useAppSelector(selectToken);
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<{ orderId: number | null; load: OrderLoad }>(() => ({
    orderId,
    load: startingLoad(orderId),
  }));

  useEffect(() => {
    if (orderId === null || !token) return;
    const controller = new AbortController();
    const options = { token, signal: controller.signal };
    Promise.all([getOrder(orderId, options), listOrderItems(orderId, options)])
      .then(([order, items]) => setLoaded({ orderId, load: order ? { state: 'ready', order, items } : NOT_FOUND }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ orderId, load: isNotFound(error) ? NOT_FOUND : FAILED });
      });
    return () => controller.abort();
  }, [orderId, token, version]);

  const reload = useCallback(() => {
    // A retry after a failure shows progress; a refresh of a shown order keeps it on screen meanwhile.
    setLoaded((current) => (current.load.state === 'failed' ? { ...current, load: LOADING } : current));
    setVersion((current) => current + 1);
  }, []);
  // Another order in the same page (a client-side navigation) starts from "loading", never the previous one.
  return { load: loaded.orderId === orderId ? loaded.load : startingLoad(orderId), reload };
}
