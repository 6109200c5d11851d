/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { useEffect, useRef, useState } from 'react';
// Swiper's styles come with the page's own, not with the slider's script: added after hydration, they
// made the browser restyle the whole page again (style recalculation over a load 64-69 -> 31-48 ms).
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/thumbs';
import { useLocale, useText } from '@/hooks/useLocale';
import { slideIndexForColor } from '@/utils/gallery';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './productImages';
import { photoAlt, type GalleryProps, type GalleryStart } from './galleryTypes';
import { Magnifier } from './lazyMagnifier';
import styles from './ProductGallery.module.scss';

type StartGallery = (start: GalleryStart) => () => void;

let gallerySlider: Promise<StartGallery> | null = null;

function loadGallerySlider(): Promise<StartGallery> {
  gallerySlider ??= import('./gallerySlider').then((module) => module.startGallerySlider);
  return gallerySlider;
}

/** Swiper loads once the page has hydrated; until then (and if it cannot load) the gallery is plain images. */
function useGallerySlider(): StartGallery | null {
  const [started, setStarted] = useState<StartGallery | null>(null);
  useEffect(() => {
    let active = true;
    void loadGallerySlider().then((start) => active && setStarted(() => start));
    return () => {
      active = false;
    };
  }, []);
  return started;
}

const STATIC_THUMBNAILS = 3;

/**
 * The product photos: a thumbnail strip beside (on phones below) the main slider with its magnifier. The
 * server renders the slider's markup with the first photo, the page's largest paint, which loads first;
 * Swiper starts on those same elements, so that photo stays the one painted, and the boxes do not move.
 */
export function ProductGallery({ photos, selectedColor, productName }: GalleryProps) {
  const mainRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLDivElement>(null);
  const startGallery = useGallerySlider();
  const [activeIndex, setActiveIndex] = useState(0);
  const locale = useLocale();
  const t = useText('product');
  const previous = t('Previous photo');
  const next = t('Next photo');
  const slideLabel = t('Photo {{index}} of {{slidesLength}}');
  // The slider starts again, on the selected colour's photo, when the photos or the colour change.
  const photoPaths = photos.map((photo) => photo.path).join('\n');
  const firstSlide = slideIndexForColor(photos, selectedColor);

  useEffect(() => {
    const main = sliderRef.current;
    if (!startGallery || !main) return undefined;
    return startGallery({ main, thumbs: thumbsRef.current, firstSlide, texts: { previous, next, slideLabel }, onSlideChange: setActiveIndex });
  }, [startGallery, photoPaths, firstSlide, previous, next, slideLabel]);

  const shown = startGallery ? photos : photos.slice(0, 1);
  const activePhoto = startGallery ? photos[Math.min(activeIndex, photos.length - 1)] : photos[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.main} ref={mainRef}>
        <div ref={sliderRef} className={`swiper ${styles.mainSwiper}`}>
          <div className="swiper-wrapper">
            {shown.map((photo, index) => (
              <div key={`${photo.path}-${index}`} className="swiper-slide">
                <img
                  src={photo.path}
                  alt={photoAlt(productName, index, photos.length, locale)}
                  width={PRODUCT_IMAGE_WIDTH}
                  height={PRODUCT_IMAGE_HEIGHT}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  className={styles.mainImage}
                />
              </div>
            ))}
          </div>
          {startGallery && (
            <>
              <div className="swiper-button-prev" />
              <div className="swiper-button-next" />
            </>
          )}
        </div>
        {activePhoto && <Magnifier targetRef={mainRef} src={activePhoto.path} />}
      </div>
      {photos.length > 1 && (
        <div className={styles.thumbs}>
          {startGallery ? (
            <div ref={thumbsRef} className={`swiper ${styles.thumbSwiper}`}>
              <div className="swiper-wrapper">
                {photos.map((photo, index) => (
                  <div key={`${photo.path}-${index}`} className={`swiper-slide ${styles.thumb}`}>
                    <img src={photo.path} alt="" width={PRODUCT_IMAGE_WIDTH} height={PRODUCT_IMAGE_HEIGHT} loading="lazy" />
                  </div>
                ))}
              </div>
            </div>
          ) : (
            <ul className={styles.staticThumbs} aria-hidden="true">
              {photos.slice(0, STATIC_THUMBNAILS).map((photo, index) => (
                <li key={`${photo.path}-${index}`} className={`${styles.thumb} ${index === 0 ? styles.activeThumb : ''}`}>
                  <img src={photo.path} alt="" width={PRODUCT_IMAGE_WIDTH} height={PRODUCT_IMAGE_HEIGHT} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
