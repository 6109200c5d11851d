/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { useText } from '@/hooks/useLocale';
import type { HomeBanner } from '@/contract/home';
import { SmartLink } from './SmartLink';
import styles from './BannerRow.module.scss';

export type BannerShape = 'wide' | 'box' | 'tall';

// The pixel size each shape is served at, so the browser reserves the space before the image arrives.
const BANNER_SIZES: Record<BannerShape, { width: number; height: number }> = {
  wide: { width: 1200, height: 300 },
  box: { width: 600, height: 400 },
  tall: { width: 500, height: 650 },
};

interface BannerRowProps {
  label: string;
  banners: HomeBanner[];
  shape: BannerShape;
}

/** Promotional banners side by side (stacked on phones); left out when there are none. */
export function BannerRow({ label, banners, shape }: BannerRowProps) {
  const t = useText('home');
  if (banners.length === 0) return null;
  const { width, height } = BANNER_SIZES[shape];
  return (
    <section className={styles.section} aria-label={t(label)}>
      <ul className={`${styles.row} ${styles[shape]}`} data-count={Math.min(banners.length, 3)}>
        {banners.map((banner) => (
          <li key={banner.id}>
            <SmartLink href={banner.url} className={styles.banner}>
              <img
                src={banner.photo}
                alt={banner.title ?? ''}
                width={width}
                height={height}
                loading="lazy"
                className={styles.image}
              />
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
