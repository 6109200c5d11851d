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

// The popup waits for the shopper's first scroll, tap or key press, or a few seconds of reading: it
// never covers the page as it first paints, nor becomes the page's largest paint (LCP).
export const POPUP_WAIT_MS = 5000;
const FIRST_INTERACTIONS = ['scroll', 'pointerdown', 'keydown'] as const;

/** The newsletter popup: shown when show_website_popup is "1" and the popup cookie is absent. */
export function NewsletterPopup() {
  const enabled = useAppSelector((state) => selectBusinessSetting(state, 'show_website_popup') === '1');
  const [open, setOpen] = useState(false);

  // The cookie is read only after hydration: the server cannot see it, and the first render must match.
  useEffect(() => {
    if (!enabled || isPopupDismissed()) return undefined;
    const show = () => setOpen(true);
    const timer = window.setTimeout(show, POPUP_WAIT_MS);
    FIRST_INTERACTIONS.forEach((type) => window.addEventListener(type, show, { once: true, passive: true }));
    return () => {
      window.clearTimeout(timer);
      FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, show));
    };
  }, [enabled]);

  if (!open) return null;

  function close() {
    dismissPopup();
    setOpen(false);
  }

  return <NewsletterPopupDialog onClose={close} />;
}
