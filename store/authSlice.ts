import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address, User } from '@/contract/account';
import type { GuestSessionAnswer } from '@/contract/auth';

export interface AuthState {
  /** The bearer token: a customer's after sign-in, otherwise the guest session's. */
  token: string | null;
  user: User | null;
  /** The guest's number, sent at sign-in so the guest's bag moves to the account. */
  tempId: string | null;
  guest_user_id: number | null;
  /** Set once a password-recovery code was verified, for the identity below. */
  tempVerified: boolean;
  tempVerifiedPhoneOrEmail: string | null;
  /** True right after a logout, so the shell does not start a guest session from stale data. */
  logout: boolean;
  /** Whether this sign-in asked to be remembered: the cookies then live a day. */
  remember: boolean;
  /** A guest sign-in is under way: the next route change must not start a second one. */
  guestSignInPending: boolean;
}

export const initialAuthState: AuthState = {
  token: null,
  user: null,
  tempId: null,
  guest_user_id: null,
  tempVerified: false,
  tempVerifiedPhoneOrEmail: null,
  logout: false,
  remember: false,
  guestSignInPending: false,
};

export type GuestSession = Pick<GuestSessionAnswer, 'temp_guest_user_no' | 'access_token' | 'guest_user_id'>;

export interface SignedIn {
  token: string;
  user: User;
  remember: boolean;
}

/** What browser storage and cookies held when the page loaded. */
export type StoredAuth = Pick<AuthState, 'token' | 'user' | 'tempId' | 'guest_user_id'>;

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    restoredFromStorage(state, action: PayloadAction<StoredAuth>) {
      Object.assign(state, action.payload);
    },
    guestSignInRequested(state) {
      state.guestSignInPending = true;
    },
    guestSignInFailed(state) {
      state.guestSignInPending = false;
    },
    guestSessionStarted(state, action: PayloadAction<GuestSession>) {
      state.token = action.payload.access_token;
      state.tempId = action.payload.temp_guest_user_no;
      state.guest_user_id = action.payload.guest_user_id;
      state.logout = false;
      state.guestSignInPending = false;
    },
    signedIn(state, action: PayloadAction<SignedIn>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.remember = action.payload.remember;
      state.logout = false;
    },
    /** removeTemp: the guest's number is spent once its bag has moved to the account. */
    tempIdRemoved(state) {
      state.tempId = null;
    },
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    defaultAddressChanged(state, action: PayloadAction<Address | null>) {
      if (state.user) state.user.default_address = action.payload;
    },
    recoveryCodeVerified(state, action: PayloadAction<string>) {
      state.tempVerified = true;
      state.tempVerifiedPhoneOrEmail = action.payload;
    },
    recoveryFinished(state) {
      state.tempVerified = false;
      state.tempVerifiedPhoneOrEmail = null;
    },
    signedOut() {
      return { ...initialAuthState, logout: true };
    },
    accountDeleted() {
      return { ...initialAuthState, logout: false };
    },
  },
});

export const {
  restoredFromStorage,
  guestSignInRequested,
  guestSignInFailed,
  guestSessionStarted,
  signedIn,
  tempIdRemoved,
  userUpdated,
  defaultAddressChanged,
  recoveryCodeVerified,
  recoveryFinished,
  signedOut,
  accountDeleted,
} = authSlice.actions;

interface WithAuth {
  auth: AuthState;
}

export const selectToken = (state: WithAuth) => state.auth.token;
export const selectUser = (state: WithAuth) => state.auth.user;

export function selectIsSignedIn(state: WithAuth): boolean {
  return state.auth.user !== null && state.auth.user.type !== 'guest';
}

/** With no guest id, no user and no token, the next route change signs a guest in. */
export function selectNeedsGuestSession(state: WithAuth): boolean {
  const { guest_user_id, user, token, guestSignInPending } = state.auth;
  return guest_user_id === null && user === null && token === null && !guestSignInPending;
}

/** A customer whose password_update is 0 must set a password before anything else. */
export function selectMustUpdatePassword(state: WithAuth): boolean {
  return state.auth.user?.password_update === 0;
}

/** Flagged as an affiliate by either field (whether the menu shows also depends on the setting). */
export function selectIsAffiliate(state: WithAuth): boolean {
  const user = state.auth.user;
  return user !== null && (user.affiliate_status === 1 || user.affiliate === 1);
}

/** The guard of protected pages: a guest id without a user is sent home, "not authorized". */
export function selectIsGuestOnly(state: WithAuth): boolean {
  return state.auth.user === null && state.auth.guest_user_id !== null;
}
