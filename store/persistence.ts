import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE, type PersistConfig, type Storage } from 'redux-persist';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { User } from '@/contract/account';
import type { AuthState, StoredAuth } from './authSlice';
import { readSignInCookies } from './browserCookies';
import { STORAGE_KEYS } from './storageKeys';

// Browser storage. Slices stored whole (bag, coupon, membership, gift card, wishlist, settings) go
// through redux-persist, each under its own key (no "persist:" prefix). The session's four values
// are separate entries written by a listener (see listeners.ts) and read back by readStoredAuth.

function hasLocalStorage(): boolean {
  return typeof window !== 'undefined' && window.localStorage !== undefined;
}

/** redux-persist's storage over window.localStorage; inert during server rendering. */
const localStorageAdapter: Storage = {
  getItem: async (key: string) => (hasLocalStorage() ? window.localStorage.getItem(key) : null),
  setItem: async (key: string, value: string) => {
    if (hasLocalStorage()) window.localStorage.setItem(key, value);
  },
  removeItem: async (key: string) => {
    if (hasLocalStorage()) window.localStorage.removeItem(key);
  },
};

/** redux-persist's own actions carry functions; the serializability check must let them through. */
export const PERSIST_ACTION_TYPES = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/** Chooses between the stored slice and the one in the store; by default the stored values win. */
export type Reconcile<State> = (stored: State, current: State) => State;

/**
 * A slice reducer stored whole under `key`. Called once per store: redux-persist keeps its writer
 * inside the reducer, which must not be shared between stores.
 */
export function persisted<State>(key: string, reducer: Reducer<State, UnknownAction>, reconcile?: Reconcile<State>) {
  const config: PersistConfig<State> = { key, keyPrefix: '', storage: localStorageAdapter };
  if (reconcile) config.stateReconciler = (stored: State, _original: State, current: State) => reconcile(stored, current);
  return persistReducer<State, UnknownAction>(config, reducer);
}

function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function parseId(text: string | null): number | null {
  const id = Number(text);
  return text && Number.isInteger(id) && id > 0 ? id : null;
}

const SIGNED_OUT: StoredAuth = { token: null, user: null, tempId: null, guest_user_id: null };

/**
 * The session the browser kept. The sign-in cookies decide whether a customer is still signed in (they
 * expire after a day, or with the browser session unless remembered); a customer stored without them
 * has expired, and the page starts over with a fresh guest session.
 */
export function readStoredAuth(): StoredAuth {
  if (!hasLocalStorage()) return SIGNED_OUT;
  const storage = window.localStorage;
  const cookies = readSignInCookies();
  const storedUser = parseJson<User>(storage.getItem(STORAGE_KEYS.userData));
  const tempId = storage.getItem(STORAGE_KEYS.tempId);
  const guestUserId = parseId(storage.getItem(STORAGE_KEYS.guestId));
  if (cookies.token) return { token: cookies.token, user: cookies.user ?? storedUser, tempId, guest_user_id: guestUserId };
  if (storedUser) return SIGNED_OUT;
  return { token: storage.getItem(STORAGE_KEYS.token), user: null, tempId, guest_user_id: guestUserId };
}

function writeEntry(key: string, value: string | null): void {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
}

export function writeStoredAuth(auth: AuthState): void {
  if (!hasLocalStorage()) return;
  writeEntry(STORAGE_KEYS.token, auth.token);
  writeEntry(STORAGE_KEYS.userData, auth.user ? JSON.stringify(auth.user) : null);
  writeEntry(STORAGE_KEYS.tempId, auth.tempId);
  writeEntry(STORAGE_KEYS.guestId, auth.guest_user_id === null ? null : String(auth.guest_user_id));
}

// Not among the storage keys of the backend family's storefronts: the device token is this shop's
// own, and stays after a sign-out, since it names the browser rather than the session.
const DEVICE_TOKEN_KEY = 'device_token';

/** The device token of the last sign-in in this browser, if any. */
export function readDeviceToken(): string | undefined {
  return (hasLocalStorage() && window.localStorage.getItem(DEVICE_TOKEN_KEY)) || undefined;
}

export function writeDeviceToken(token: string): void {
  if (hasLocalStorage()) window.localStorage.setItem(DEVICE_TOKEN_KEY, token);
}

/** Drops the cached settings snapshot, so the next load fetches a fresh one. */
export function clearCachedData(): void {
  if (hasLocalStorage()) window.localStorage.removeItem(STORAGE_KEYS.globalSettings);
}
