import { useState } from 'react';
import { showNotice } from '@/components/common/showNotice';
import { ConfirmDialog } from '@/components/profile/ConfirmDialog';
import { useText } from '@/hooks/useLocale';
import type { OrderSummary } from '@/contract/orders';
import { useCancelOrderMutation } from '@/store/api/ordersApi';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import styles from './OrderDetailTemplate.module.scss';

const CANCEL_FAILED_MESSAGE = 'The order could not be cancelled. Please try again.';

interface CancelOrderButtonProps {
  order: Pick<OrderSummary, 'id' | 'code'>;
  /** After the answer either way (the order is then read again to show where it stands). */
  onSettled: (refusal: string | null) => void;
}

/** "Cancel order", asked once more in a dialog; the answer's message is toasted, a refusal handed up to show. */
export function CancelOrderButton({ order, onSettled }: CancelOrderButtonProps) {
  const t = useText('orders');
  const token = useAppSelector(selectToken);
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading: cancelling }] = useCancelOrderMutation();

  async function cancelConfirmed() {
    const outcome = await cancel({ token, id: order.id });
    let refusal: string | null = null;
    if ('error' in outcome) refusal = outcome.error?.message ?? CANCEL_FAILED_MESSAGE;
    else if (outcome.data.result) showNotice({ message: t(outcome.data.message), tone: 'success' });
    else refusal = outcome.data.message || CANCEL_FAILED_MESSAGE;
    setConfirming(false);
    onSettled(refusal);
  }

  return (
    <>
      <button type="button" className={styles.cancelButton} onClick={() => setConfirming(true)}>
        {t('Cancel order')}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('Cancel order')}
        question={t('Are you sure you want to cancel order {code}? This cannot be undone.', { code: order.code })}
        confirmLabel={t('Yes, cancel order')}
        cancelLabel={t('Keep order')}
        busy={cancelling}
        onConfirm={() => void cancelConfirmed()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
