import styles from './ErrorNotice.module.scss';

interface ErrorNoticeProps {
  message: string;
}

export function ErrorNotice({ message }: ErrorNoticeProps) {
  return (
    <p role="alert" className={styles.notice}>
      {message}
    </p>
  );
}
