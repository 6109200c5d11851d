import { useEffect } from 'react';

// One tag manager per tab, even when strict mode runs the effect twice.
let tagManagerStarted = false;

/**
 * Loads Google Tag Manager after hydration when a container id is configured. The data layer fills
 * either way (utils/analytics.ts), so events pushed before it loads are read once it does.
 */
export function useTagManager(containerId: string | undefined): void {
  useEffect(() => {
    if (!containerId || tagManagerStarted) return;
    tagManagerStarted = true;
    void import('react-gtm-module').then(({ default: TagManager }) => TagManager.initialize({ gtmId: containerId }));
  }, [containerId]);
}
