import { FIRST_PAINT_WAIT_LIMIT_MS, scriptsAfterFirstPaint } from '@/components/app/scriptsAfterFirstPaint';

const SOURCES = ['/_next/static/chunks/runtime.js', '/_next/static/chunks/app.js', '/_next/static/chunks/page.js'];

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/** A PerformanceObserver that reports paints when the test says the browser painted. */
function fakePaintTiming(supportedEntryTypes = ['paint', 'largest-contentful-paint']) {
  const observers: { callback: PaintCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    private readonly entry: { callback: PaintCallback; disconnected: boolean };
    constructor(callback: PaintCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  const paint = (name: string) =>
    observers
      .filter((observer) => !observer.disconnected)
      .forEach((observer) =>
        observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (observer.disconnected = true) }),
      );
  return { paint };
}

function runInlineScript(source: string): void {
  new Function(source)();
}

function addedScripts(): { src: string | null; async: boolean }[] {
  return Array.from(document.head.querySelectorAll('script'), (script) => ({ src: script.getAttribute('src'), async: script.async }));
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

const originalObserver = window.PerformanceObserver;

beforeEach(() => {
  document.head.innerHTML = '';
  setVisibility('visible');
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(window, 'PerformanceObserver', { value: originalObserver, configurable: true, writable: true });
});

describe('the page scripts after the first paint', () => {
  it('are added once the first contentful paint is reported, in order and executed in order', () => {
    const browser = fakePaintTiming();
    runInlineScript(scriptsAfterFirstPaint(SOURCES));
    expect(addedScripts()).toEqual([]);

    browser.paint('first-paint');
    expect(addedScripts()).toEqual([]);

    browser.paint('first-contentful-paint');
    expect(addedScripts()).toEqual(SOURCES.map((src) => ({ src, async: false })));
  });

  it('are added once only, even when the wait limit passes after the paint', () => {
    const browser = fakePaintTiming();
    runInlineScript(scriptsAfterFirstPaint(SOURCES));
    browser.paint('first-contentful-paint');
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS);
    expect(addedScripts()).toHaveLength(SOURCES.length);
  });

  it('are added after the wait limit when no paint is reported', () => {
    fakePaintTiming();
    runInlineScript(scriptsAfterFirstPaint(SOURCES));
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS - 1);
    expect(addedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(addedScripts()).toHaveLength(SOURCES.length);
  });

  it('are added at once in a hidden tab, which does not paint', () => {
    fakePaintTiming();
    setVisibility('hidden');
    runInlineScript(scriptsAfterFirstPaint(SOURCES));
    expect(addedScripts()).toHaveLength(SOURCES.length);
  });

  it('are added at once by a browser without paint timing', () => {
    fakePaintTiming(['navigation', 'resource']);
    runInlineScript(scriptsAfterFirstPaint(SOURCES));
    expect(addedScripts()).toHaveLength(SOURCES.length);
  });

  it('cannot end their inline script early, whatever a path holds', () => {
    expect(scriptsAfterFirstPaint(['/a</script><script>alert(1)</script>.js'])).not.toContain('</script>');
  });
});
