import {
  accountDeleted,
  authSlice,
  defaultAddressChanged,
  guestSessionStarted,
  guestSignInFailed,
  guestSignInRequested,
  initialAuthState,
  recoveryCodeVerified,
  recoveryFinished,
  restoredFromStorage,
  selectIsAffiliate,
  selectIsGuestOnly,
  selectIsSignedIn,
  selectMustUpdatePassword,
  selectNeedsGuestSession,
  signedIn,
  signedOut,
  tempIdRemoved,
  userUpdated,
  type AuthState,
} from '@/store/authSlice';
import { CUSTOMER_SESSION, GUEST_SESSION } from './support/browser';
import { CUSTOMER, DHANMONDI_ADDRESS } from './support/fakeShop';

const reduce = authSlice.reducer;
const asState = (auth: AuthState) => ({ auth });

describe('auth transitions', () => {
  it('auth/guestSessionStarted keeps the guest token, number and id, and ends the pending sign-in', () => {
    const pending = reduce({ ...initialAuthState, logout: true }, guestSignInRequested());
    expect(pending.guestSignInPending).toBe(true);
    const state = reduce(pending, guestSessionStarted({ access_token: 'guest-token', temp_guest_user_no: 'GUEST-0001', guest_user_id: 41 }));
    expect(state).toEqual(GUEST_SESSION);
  });

  it('auth/guestSignInFailed ends the pending sign-in so the next route change tries again', () => {
    const state = reduce(reduce(initialAuthState, guestSignInRequested()), guestSignInFailed());
    expect(state).toEqual(initialAuthState);
  });

  it('auth/signedIn keeps the customer’s token, user and remember choice, clearing the logout flag', () => {
    const state = reduce({ ...GUEST_SESSION, logout: true }, signedIn({ token: 'customer-token', user: CUSTOMER, remember: true }));
    expect(state).toMatchObject({ token: 'customer-token', user: CUSTOMER, remember: true, logout: false, tempId: 'GUEST-0001' });
  });

  it('auth/tempIdRemoved (removeTemp) deletes the guest number only', () => {
    expect(reduce(GUEST_SESSION, tempIdRemoved())).toEqual({ ...GUEST_SESSION, tempId: null });
  });

  it('auth/userUpdated replaces the user', () => {
    const renamed = { ...CUSTOMER, name: 'Rahim U.' };
    expect(reduce(CUSTOMER_SESSION, userUpdated(renamed)).user).toEqual(renamed);
  });

  it('auth/defaultAddressChanged updates the stored user’s default address', () => {
    expect(reduce(CUSTOMER_SESSION, defaultAddressChanged(DHANMONDI_ADDRESS)).user?.default_address).toEqual(DHANMONDI_ADDRESS);
  });

  it('auth/defaultAddressChanged without a user changes nothing', () => {
    expect(reduce(GUEST_SESSION, defaultAddressChanged(DHANMONDI_ADDRESS))).toEqual(GUEST_SESSION);
  });

  it('auth/recoveryCodeVerified and auth/recoveryFinished mark and unmark the verified identity', () => {
    const verified = reduce(CUSTOMER_SESSION, recoveryCodeVerified('customer@demo.shop'));
    expect(verified).toMatchObject({ tempVerified: true, tempVerifiedPhoneOrEmail: 'customer@demo.shop' });
    expect(reduce(verified, recoveryFinished())).toEqual(CUSTOMER_SESSION);
  });

  it('auth/signedOut clears everything and sets the logout flag', () => {
    expect(reduce(CUSTOMER_SESSION, signedOut())).toEqual({ ...initialAuthState, logout: true });
  });

  it('auth/accountDeleted clears everything with the logout flag off', () => {
    expect(reduce({ ...CUSTOMER_SESSION, logout: true }, accountDeleted())).toEqual({ ...initialAuthState, logout: false });
  });

  it('auth/restoredFromStorage takes what the browser kept', () => {
    const stored = { token: 'customer-token', user: CUSTOMER, tempId: null, guest_user_id: 41 };
    expect(reduce(initialAuthState, restoredFromStorage(stored))).toEqual({ ...initialAuthState, ...stored });
  });
});

describe('auth selectors', () => {
  it('need a guest session only without guest id, user or token, and none under way', () => {
    expect(selectNeedsGuestSession(asState(initialAuthState))).toBe(true);
    expect(selectNeedsGuestSession(asState({ ...initialAuthState, guest_user_id: 41 }))).toBe(false);
    expect(selectNeedsGuestSession(asState({ ...initialAuthState, token: 'guest-token' }))).toBe(false);
    expect(selectNeedsGuestSession(asState({ ...initialAuthState, user: CUSTOMER }))).toBe(false);
    expect(selectNeedsGuestSession(asState({ ...initialAuthState, guestSignInPending: true }))).toBe(false);
  });

  it('tell a signed-in customer from a guest', () => {
    expect(selectIsSignedIn(asState(CUSTOMER_SESSION))).toBe(true);
    expect(selectIsSignedIn(asState(GUEST_SESSION))).toBe(false);
    expect(selectIsGuestOnly(asState(GUEST_SESSION))).toBe(true);
    expect(selectIsGuestOnly(asState(CUSTOMER_SESSION))).toBe(false);
    expect(selectIsGuestOnly(asState(initialAuthState))).toBe(false);
  });

  it('ask for a password first when password_update is 0', () => {
    expect(selectMustUpdatePassword(asState({ ...CUSTOMER_SESSION, user: { ...CUSTOMER, password_update: 0 } }))).toBe(true);
    expect(selectMustUpdatePassword(asState(CUSTOMER_SESSION))).toBe(false);
    expect(selectMustUpdatePassword(asState(GUEST_SESSION))).toBe(false);
  });

  it('flag an affiliate by either affiliate_status or affiliate', () => {
    expect(selectIsAffiliate(asState(CUSTOMER_SESSION))).toBe(false);
    expect(selectIsAffiliate(asState({ ...CUSTOMER_SESSION, user: { ...CUSTOMER, affiliate_status: 1 } }))).toBe(true);
    expect(selectIsAffiliate(asState({ ...CUSTOMER_SESSION, user: { ...CUSTOMER, affiliate: 1 } }))).toBe(true);
  });
});
