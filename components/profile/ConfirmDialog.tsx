import { Dialog } from '@/components/common/Dialog';
import { useText } from '@/hooks/useLocale';
import styles from './ConfirmDialog.module.scss';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, exactly as the shopper reads it. */
  question: string;
  confirmLabel: string;
  /** "Cancel" in the page's language unless given. */
  cancelLabel?: string;
  /** While the confirmed action runs, both buttons wait. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in the common modal box, for actions that cannot be undone. */
export function ConfirmDialog({ open, title, question, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const t = useText();
  return (
    <Dialog open={open} onClose={busy ? () => undefined : onCancel} title={title} placement="center">
      <div className={styles.content}>
        <p className={styles.question}>{question}</p>
        <div className={styles.buttons}>
          <button type="button" className={styles.cancel} onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('Cancel')}
          </button>
          <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
