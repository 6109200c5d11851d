import { useState } from 'react';
import { showNotice } from '@/components/common/showNotice';
import { ConfirmDialog } from '@/components/profile/ConfirmDialog';
import { useText } from '@/hooks/useLocale';
import { answerMessage } from '@/services/http';
import { cancelOrder, type OrderSummary } from '@/services/orders';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';
import styles from './OrderDetailTemplate.module.scss';
import { ORDERS_BANGLA } from './translations.bn';

export const CANCEL_FAILED_MESSAGE = 'The order could not be cancelled. Please try again.';

interface CancelOrderButtonProps {
  order: Pick<OrderSummary, 'id' | 'code'>;
  /** After the answer either way: the detail loads again to show where the order stands. */
  onSettled: (refusal: string | null) => void;
}

/** "Cancel order", asked once more in a dialog; the answer's message is toasted, a refusal handed up to show. */
export function CancelOrderButton({ order, onSettled }: CancelOrderButtonProps) {
  const t = useText(ORDERS_BANGLA);
  const token = useAppSelector(selectToken);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  async function cancelConfirmed() {
    setCancelling(true);
    let refusal: string | null = null;
    try {
      const answer = await cancelOrder(order.id, token ? { token } : {});
      if (answer.result) showNotice({ message: t(answer.message), tone: 'success' });
      else refusal = answer.message || CANCEL_FAILED_MESSAGE;
    } catch (error) {
      refusal = answerMessage(error) ?? CANCEL_FAILED_MESSAGE;
    }
    setCancelling(false);
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
