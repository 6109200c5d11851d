// jsdom has no IntersectionObserver (useNearViewport then treats everything as near): tests that
// scroll install this stand-in, which records each observer's margin and lets the test say when its
// element comes into view.

export interface FakeObserver {
  margin: string | undefined;
  trigger: (isIntersecting: boolean) => void;
}

/**
 * Installs the stand-in before each test of the calling describe block and removes it after each; the
 * list it answers fills as observers are made.
 */
export function withFakeIntersectionObserver(): FakeObserver[] {
  const observers: FakeObserver[] = [];

  beforeEach(() => {
    observers.length = 0;
    class FakeIntersectionObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({
          margin: options?.rootMargin,
          trigger: (isIntersecting) =>
            callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
        });
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeIntersectionObserver });
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  return observers;
}
