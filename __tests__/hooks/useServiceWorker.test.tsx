import { renderHook } from '@testing-library/react';
import { SERVICE_WORKER_PATH, useServiceWorker } from '@/hooks/useServiceWorker';

// The service worker registers after the page has loaded, in production builds only.

const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);

beforeEach(() => {
  register.mockClear();
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
});

afterEach(() => {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

describe('useServiceWorker', () => {
  it('does not register outside a production build (tests, the development server)', () => {
    setReadyState('complete');
    renderHook(() => useServiceWorker());
    expect(register).not.toHaveBeenCalled();
  });

  it('registers the worker for the whole site once the page has loaded', () => {
    setReadyState('loading');
    renderHook(() => useServiceWorker(true));
    expect(register).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_PATH, { scope: '/' });
  });

  it('registers at once when the page had already loaded', () => {
    setReadyState('complete');
    renderHook(() => useServiceWorker(true));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without service workers', () => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    setReadyState('complete');
    expect(() => renderHook(() => useServiceWorker(true))).not.toThrow();
  });
});
