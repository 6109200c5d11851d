import { isUserRefreshDue, USER_REFRESH_GAP_MS } from '@/utils/userRefresh';

describe('isUserRefreshDue', () => {
  it('is due when the customer was not fetched yet on this page load', () => {
    expect(isUserRefreshDue(null, 1_000)).toBe(true);
  });

  it('waits a minute after the last fetch', () => {
    expect(USER_REFRESH_GAP_MS).toBe(60_000);
    expect(isUserRefreshDue(10_000, 10_000)).toBe(false);
    expect(isUserRefreshDue(10_000, 69_999)).toBe(false);
    expect(isUserRefreshDue(10_000, 70_000)).toBe(true);
  });

  it('takes another gap when given one', () => {
    expect(isUserRefreshDue(0, 4_999, 5_000)).toBe(false);
    expect(isUserRefreshDue(0, 5_000, 5_000)).toBe(true);
  });
});
