import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
// Bangla texts, as a Bangla page loads them before it hydrates (components/app/BanglaTexts.tsx).
import '@/components/app/BanglaTexts';

// Filling a whole checkout form with user-event takes seconds on a busy two-core machine; a hang still fails.
jest.setTimeout(20_000);
// The first request of a test file loads the API client and the contract's schemas, which jest compiles
// then: on a busy machine that alone can pass Testing Library's default one-second wait for the screen.
configure({ asyncUtilTimeout: 5_000 });

// A test that ends while the app still waits for an answer lets that answer land in the next test of
// the file: its toast (react-toastify keeps toasts asked for with no container mounted and shows them
// in the next one), or requests it sends next. Each test therefore ends once the requests it started
// are answered and handled, while its tree is still mounted (this runs before Testing Library's
// cleanup, which the test file registers later). A request left hanging on purpose ends the wait
// after two seconds.
{
  // The real clock and timer, kept before a test can fake them.
  const wait = setTimeout;
  const now = Date.now;
  const sleep = (ms: number) => new Promise<void>((resolve) => wait(resolve, ms));
  const inFlight = new Set<Promise<unknown>>();
  let lastAnswered = 0;
  type CountedFetch = typeof fetch & { counted?: true };

  // After the test file's beforeAll, where MSW puts its own fetch in place.
  beforeEach(() => {
    const current = globalThis.fetch as CountedFetch | undefined;
    if (typeof current !== 'function' || current.counted) return;
    const counted: CountedFetch = Object.assign(
      (...args: Parameters<typeof fetch>) => {
        const answer = current(...args);
        inFlight.add(answer);
        const done = () => {
          inFlight.delete(answer);
          lastAnswered = now();
        };
        answer.then(done, done);
        return answer;
      },
      { counted: true as const },
    );
    globalThis.fetch = counted;
  });

  afterEach(async () => {
    if (inFlight.size === 0 && now() - lastAnswered > 50) return;
    const deadline = now() + 2000;
    // A handled answer may send the next request (a bag rebuilt after a change): settle twice in a row.
    let quiet = 0;
    while (quiet < 2 && now() < deadline) {
      if (inFlight.size > 0) {
        quiet = 0;
        await Promise.race([Promise.allSettled([...inFlight]), sleep(50)]);
      } else {
        quiet += 1;
      }
      await sleep(5);
    }
  });
}
