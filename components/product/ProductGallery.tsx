/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import dynamic from 'next/dynamic';
import { createContext, useContext, useRef } from 'react';
// Swiper's styles come with the page's own, not with the slider's script: added after hydration, they
// made the browser restyle the whole page again (style recalculation over a load 64-69 -> 31-48 ms).
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/thumbs';
import { useLocale } from '@/hooks/useLocale';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './productImages';
import { photoAlt, type GalleryProps } from './galleryTypes';
import { Magnifier } from './lazyMagnifier';
import styles from './ProductGallery.module.scss';

// Swiper and the magnifier load after hydration; until then (and if they cannot load) the same boxes
// show the photos as plain images, so nothing moves when the slider takes over.
const GalleryPropsContext = createContext<GalleryProps | null>(null);

function GalleryPlaceholder() {
  const props = useContext(GalleryPropsContext);
  return props ? <StaticGallery {...props} /> : null;
}

const GallerySlider = dynamic(() => import('./GallerySlider').then((module) => module.GallerySlider), {
  ssr: false,
  loading: GalleryPlaceholder,
});

/** The product photos: a thumbnail strip beside (on phones below) the main slider with its magnifier. */
export function ProductGallery(props: GalleryProps) {
  return (
    <GalleryPropsContext.Provider value={props}>
      <GallerySlider {...props} />
    </GalleryPropsContext.Provider>
  );
}

const STATIC_THUMBNAILS = 3;

/** The server-rendered gallery: the first photo is the page's largest paint, so it loads first. */
function StaticGallery({ photos, productName }: GalleryProps) {
  const mainRef = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  const first = photos[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.main} ref={mainRef}>
        <img
          src={first.path}
          alt={photoAlt(productName, 0, photos.length, locale)}
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          loading="eager"
          fetchPriority="high"
          className={styles.mainImage}
        />
        <Magnifier targetRef={mainRef} src={first.path} />
      </div>
      {photos.length > 1 && (
        <div className={styles.thumbs}>
          <ul className={styles.staticThumbs} aria-hidden="true">
            {photos.slice(0, STATIC_THUMBNAILS).map((photo, index) => (
              <li key={`${photo.path}-${index}`} className={`${styles.thumb} ${index === 0 ? styles.activeThumb : ''}`}>
                <img src={photo.path} alt="" width={PRODUCT_IMAGE_WIDTH} height={PRODUCT_IMAGE_HEIGHT} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
