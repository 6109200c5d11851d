import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { dismissPopup, isPopupDismissed } from '@/store/browserCookies';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';

// The dialog and its form load only for visitors who will see them.
const NewsletterPopupDialog = dynamic(
  () => import('./NewsletterPopupDialog').then((module) => module.NewsletterPopupDialog),
  { ssr: false },
);

/**
 * How long the popup waits after the page has loaded before it listens for the shopper's scroll: it
 * never opens over a page that is still loading, nor over one the shopper has only just opened.
 */
export const NEWSLETTER_POPUP_PAUSE_MS = 4000;

/** The newsletter popup: shown when show_website_popup is "1" and the popup cookie is absent. */
export function NewsletterPopup() {
  const enabled = useAppSelector((state) => selectBusinessSetting(state, 'show_website_popup') === '1');
  const [open, setOpen] = useState(false);

  // The cookie is read only after hydration: the server cannot see it, and the first render must match.
  // After the pause, the shopper's next scroll opens it, once. A tap or a key press never does: the
  // popup would land where the finger or the keyboard was about to act. Chrome stops looking for the
  // page's largest paint (LCP) at that scroll, so the popup's image never counts as the page's LCP.
  // The cookie is read again at the scroll: a popup closed in another tab stays away here too.
  useEffect(() => {
    if (!enabled || isPopupDismissed()) return undefined;
    function show() {
      if (!isPopupDismissed()) setOpen(true);
    }
    const pause = window.setTimeout(() => window.addEventListener('scroll', show, { once: true, passive: true }), NEWSLETTER_POPUP_PAUSE_MS);
    return () => {
      window.clearTimeout(pause);
      window.removeEventListener('scroll', show);
    };
  }, [enabled]);

  if (!open) return null;

  function close() {
    dismissPopup();
    setOpen(false);
  }

  return <NewsletterPopupDialog onClose={close} />;
}
