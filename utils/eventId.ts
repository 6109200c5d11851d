// An analytics event id is the timestamp followed by a random 3-digit number, shared by
// the browser's event and the server call so the two can be de-duplicated.

/** `1718000000000` and `427` -> `"1718000000000427"`. */
export function createEventId(now: number = Date.now(), random: () => number = Math.random): string {
  const threeDigits = 100 + Math.floor(random() * 900);
  return `${now}${threeDigits}`;
}
