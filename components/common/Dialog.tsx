import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useText } from '@/hooks/useLocale';
import { CloseIcon } from './icons';
import { useModalDialog, useOverlayPhase } from './useModalDialog';
import styles from './Dialog.module.scss';

type DialogPlacement = 'left' | 'right' | 'center';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Side sheets slide in from an edge; `center` is a modal box. */
  placement: DialogPlacement;
  /** The title still names the dialog for screen readers, but the content carries its own heading. */
  titleHidden?: boolean;
  closeLabel?: string;
  children: ReactNode;
}

/** A modal side sheet or box: backdrop, title, close button and the keyboard contract of a dialog. */
export function Dialog({ open, onClose, title, placement, titleHidden = false, closeLabel, children }: DialogProps) {
  const t = useText('widgets');
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const { mounted, shown } = useOverlayPhase(open);
  useModalDialog(shown, onClose, panelRef);
  if (!mounted) return null;

  // Following a link inside leaves the dialog behind; one opening a new tab keeps it open.
  function closeOnNavigation(event: MouseEvent<HTMLDivElement>) {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link && link.getAttribute('target') !== '_blank') onClose();
  }

  // Rendered at the end of the body, so no stacking context of the opener's can cover it.
  return createPortal(
    <div className={`${styles.root} ${shown ? styles.shown : ''}`} aria-hidden={!shown} inert={!shown}>
      <div className={styles.backdrop} onClick={onClose} />
      <section
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${styles[placement]}`}
      >
        <header className={titleHidden ? styles.floatingHeader : styles.header}>
          <h2 id={titleId} className={titleHidden ? styles.hiddenTitle : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel ?? t('Close')}>
            <CloseIcon size={22} />
          </button>
        </header>
        <div className={styles.body} onClick={closeOnNavigation}>
          {children}
        </div>
      </section>
    </div>,
    document.body,
  );
}
