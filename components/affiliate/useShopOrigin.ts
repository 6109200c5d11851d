import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/** The shop's origin (`https://shop.example`) that site-relative links are shared with; empty on the server. */
export function useShopOrigin(): string {
  return useSyncExternalStore(
    noChange,
    () => window.location.origin,
    () => '',
  );
}
