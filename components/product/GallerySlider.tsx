/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Navigation, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useLocale, useText } from '@/hooks/useLocale';
import { slideIndexForColor } from '@/utils/gallery';
import { photoAlt, type GalleryProps } from './galleryTypes';
import { Magnifier } from './lazyMagnifier';
import { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from './productImages';
import styles from './ProductGallery.module.scss';

// The strip shows 3 thumbnails 10px apart, vertical beside the slider and horizontal
// below it at the 575px phone breakpoint and under.
const THUMBNAILS_PER_VIEW = 3;
const THUMBNAIL_SPACING = 10;
const THUMBNAIL_BREAKPOINTS = { 576: { direction: 'vertical' as const } };

// The arrows become focusable buttons with names; slides are announced by their place.
const MAIN_SLIDER_A11Y = {
  prevSlideMessage: 'Previous photo',
  nextSlideMessage: 'Next photo',
  slideLabelMessage: 'Photo {{index}} of {{slidesLength}}',
};

function usable(swiper: SwiperInstance | null): SwiperInstance | null {
  return swiper && !swiper.destroyed ? swiper : null;
}

/** The gallery once Swiper has loaded: the main slider with arrows, driven by the thumbnail strip. */
export function GallerySlider({ photos, selectedColor, productName }: GalleryProps) {
  const mainRef = useRef<HTMLDivElement>(null);
  const [thumbsSwiper, setThumbsSwiper] = useState<SwiperInstance | null>(null);
  const [mainSwiper, setMainSwiper] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const locale = useLocale();
  const t = useText('product');

  // When the photos change, the slider jumps to the one of the selected colour.
  useEffect(() => {
    const swiper = usable(mainSwiper);
    if (swiper) swiper.slideTo(slideIndexForColor(photos, selectedColor), 0);
  }, [mainSwiper, photos, selectedColor]);

  const activePhoto = photos[Math.min(activeIndex, photos.length - 1)];
  return (
    <div className={styles.gallery}>
      <div className={styles.main} ref={mainRef}>
        <Swiper
          modules={[A11y, Navigation, Thumbs]}
          navigation
          a11y={{
            prevSlideMessage: t(MAIN_SLIDER_A11Y.prevSlideMessage),
            nextSlideMessage: t(MAIN_SLIDER_A11Y.nextSlideMessage),
            slideLabelMessage: t(MAIN_SLIDER_A11Y.slideLabelMessage),
          }}
          thumbs={{ swiper: usable(thumbsSwiper) }}
          onSwiper={setMainSwiper}
          onSlideChange={(swiper) => setActiveIndex(swiper.activeIndex)}
          className={styles.mainSwiper}
        >
          {photos.map((photo, index) => (
            <SwiperSlide key={`${photo.path}-${index}`}>
              <img
                src={photo.path}
                alt={photoAlt(productName, index, photos.length, locale)}
                width={PRODUCT_IMAGE_WIDTH}
                height={PRODUCT_IMAGE_HEIGHT}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className={styles.mainImage}
              />
            </SwiperSlide>
          ))}
        </Swiper>
        {activePhoto && <Magnifier targetRef={mainRef} src={activePhoto.path} />}
      </div>
      {photos.length > 1 && (
        <div className={styles.thumbs}>
          <Swiper
            modules={[Thumbs]}
            onSwiper={setThumbsSwiper}
            slidesPerView={THUMBNAILS_PER_VIEW}
            spaceBetween={THUMBNAIL_SPACING}
            breakpoints={THUMBNAIL_BREAKPOINTS}
            watchSlidesProgress
            className={styles.thumbSwiper}
          >
            {photos.map((photo, index) => (
              <SwiperSlide key={`${photo.path}-${index}`} className={styles.thumb}>
                <img src={photo.path} alt="" width={PRODUCT_IMAGE_WIDTH} height={PRODUCT_IMAGE_HEIGHT} loading="lazy" />
              </SwiperSlide>
            ))}
          </Swiper>
        </div>
      )}
    </div>
  );
}
