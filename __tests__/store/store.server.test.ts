/**
 * @jest-environment node
 */
import { signedIn } from '@/store/authSlice';
import { itemAdded } from '@/store/bagSlice';
import { readStoredAuth } from '@/store/persistence';
import { initialSettingsState } from '@/store/settingsSlice';
import { makeStore } from '@/store/store';
import { CUSTOMER, newLine, WHITE_PANJABI } from './support/fakeShop';

// Server rendering builds a store per request, with no window, storage or document.

describe('a store during server rendering', () => {
  it('starts with the state the page preloads', () => {
    const settings = { ...initialSettingsState, header_logo: '/media/brand/logo.svg', loadedAt: '2025-03-01T10:00:00.000Z' };
    expect(makeStore({ settings }).getState().settings).toEqual(settings);
  });

  it('takes actions whose listeners would write cookies and storage in a browser', () => {
    const store = makeStore();
    expect(() => store.dispatch(signedIn({ token: 'customer-token', user: CUSTOMER, remember: true }))).not.toThrow();
    expect(store.getState().auth.user).toEqual(CUSTOMER);
  });

  it('is never shared: one visitor’s bag is not another’s', () => {
    const first = makeStore();
    const second = makeStore();
    first.dispatch(itemAdded({ line: newLine(WHITE_PANJABI) }));
    expect(first.getState().bag.lines).toHaveLength(1);
    expect(second.getState().bag.lines).toEqual([]);
  });

  it('reads no browser session', () => {
    expect(readStoredAuth()).toEqual({ token: null, user: null, tempId: null, guest_user_id: null });
  });
});
