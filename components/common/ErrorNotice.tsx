import { useText } from '@/hooks/useLocale';
import styles from './ErrorNotice.module.scss';

interface ErrorNoticeProps {
  message: string;
}

/** A message in the common dictionary (an API or validation message) shows in the page's language. */
export function ErrorNotice({ message }: ErrorNoticeProps) {
  const t = useText();
  return (
    <p role="alert" className={styles.notice}>
      {t(message)}
    </p>
  );
}
