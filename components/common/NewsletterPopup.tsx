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

// The popup opens at the shopper's first scroll, tap or key press: never over a page that is still
// loading, nor over a reader who has not touched it yet. Chrome stops looking for the page's largest
// paint (LCP) at that first input, so the popup's image never counts as the page's LCP, as it did when
// a 5-second timer opened it.
const FIRST_INTERACTIONS = ['scroll', 'pointerdown', 'keydown'] as const;

/** The newsletter popup: shown when show_website_popup is "1" and the popup cookie is absent. */
export function NewsletterPopup() {
  const enabled = useAppSelector((state) => selectBusinessSetting(state, 'show_website_popup') === '1');
  const [open, setOpen] = useState(false);

  // The cookie is read only after hydration: the server cannot see it, and the first render must match.
  // The first interaction of any kind opens it once: a later scroll or tap must not bring back a popup
  // the shopper has closed.
  useEffect(() => {
    if (!enabled || isPopupDismissed()) return undefined;
    const stopListening = () => FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, show));
    function show() {
      stopListening();
      setOpen(true);
    }
    FIRST_INTERACTIONS.forEach((type) => window.addEventListener(type, show, { passive: true }));
    return stopListening;
  }, [enabled]);

  if (!open) return null;

  function close() {
    dismissPopup();
    setOpen(false);
  }

  return <NewsletterPopupDialog onClose={close} />;
}
