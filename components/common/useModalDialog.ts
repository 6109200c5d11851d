import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]'));
}

/**
 * A modal's keyboard contract while it is open: focus moves in (to the first control), Tab and
 * Shift+Tab stay inside, Escape closes, the page behind does not scroll, and focus goes back to the
 * control that opened it on close.
 */
export function useModalDialog(open: boolean, onClose: () => void, dialogRef: RefObject<HTMLElement | null>): void {
  const close = useEffectEvent(onClose);
  const openerRef = useRef<HTMLElement | null>(null);

  // In the pass that shows the dialog, so that nothing typed at once goes to the page behind or is cut off.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (focusableIn(dialog)[0] ?? dialog).focus();

    function keepFocusInside(event: KeyboardEvent) {
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const controls = focusableIn(dialog);
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }

    dialog.addEventListener('keydown', keepFocusInside);
    const bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('keydown', keepFocusInside);
      document.body.style.overflow = bodyOverflow;
    };
  }, [open, dialogRef]);

  // After the commit that closes the dialog: React ends each commit by focusing again the element that
  // had focus before it (the dialog's own control), which would undo a focus moved during the commit.
  useEffect(() => {
    if (!open) return;
    return () => openerRef.current?.focus();
  }, [open]);
}

/**
 * Whether an opening overlay has been painted in its closed position, so that its slide or fade runs;
 * it stays mounted after the first opening so closing animates too.
 */
export function useOverlayPhase(open: boolean): { mounted: boolean; shown: boolean } {
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  if (open && !mounted) setMounted(true);
  if (!open && shown) setShown(false);

  useEffect(() => {
    if (!open) return;
    const frame = window.requestAnimationFrame(() => setShown(true));
    return () => window.cancelAnimationFrame(frame);
  }, [open]);

  return { mounted, shown };
}
