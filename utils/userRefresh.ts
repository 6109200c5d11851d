// The signed-in customer's stored details are fetched again while the tab stays open, so a change made
// elsewhere (an approved affiliate application, say) shows without signing in again.

/** Coming back to the window refreshes the stored customer at most this often. */
export const USER_REFRESH_GAP_MS = 60_000;

/** Whether the customer should be fetched again at `now`, given when that last happened (null: not yet on this page load). */
export function isUserRefreshDue(lastRefreshAt: number | null, now: number, gapMs: number = USER_REFRESH_GAP_MS): boolean {
  return lastRefreshAt === null || now - lastRefreshAt >= gapMs;
}
