import { useAppSelector } from '@/store/hooks';
import { selectBusinessSetting } from '@/store/settingsSlice';
import { useText } from '@/hooks/useLocale';
import styles from './TopBanner.module.scss';

const DARK_TEXT = '#1f1f1f';
const LIGHT_TEXT = '#ffffff';

/** Dark text on a light background, white on a dark one; white when the colour is not a hex code. */
export function textColourFor(background: string | undefined): string {
  const hex = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(background?.trim() ?? '')?.[1];
  if (!hex) return LIGHT_TEXT;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  const brightness = (red * 299 + green * 587 + blue * 114) / 1000;
  return brightness > 150 ? DARK_TEXT : LIGHT_TEXT;
}

/** The announcement bar above the header: topbar_text on topbar_background, absent without text. */
export function TopBanner() {
  const text = useAppSelector((state) => selectBusinessSetting(state, 'topbar_text'));
  const background = useAppSelector((state) => selectBusinessSetting(state, 'topbar_background'));
  const t = useText('layout');
  if (!text) return null;
  return (
    <aside className={styles.banner} style={{ background, color: textColourFor(background) }} aria-label={t('Announcement')}>
      <p className={styles.text}>{text}</p>
    </aside>
  );
}
