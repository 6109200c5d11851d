import { useEffect } from 'react';

export const SERVICE_WORKER_PATH = '/sw.js';

const inProduction = process.env.NODE_ENV === 'production';

/**
 * Registers the shop's service worker (public/sw.js) once the page has loaded, so it never competes
 * with the page's own requests. Production builds only: the development server's rebuilt files and
 * a worker's cache do not mix.
 */
export function useServiceWorker(enabled: boolean = inProduction): void {
  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const register = () => {
      // A browser that refuses (private mode, blocked storage) simply keeps working online.
      navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => undefined);
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [enabled]);
}
