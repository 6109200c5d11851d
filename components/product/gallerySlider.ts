import Swiper from 'swiper';
import { A11y, Navigation, Thumbs } from 'swiper/modules';
import type { GalleryStart } from './galleryTypes';

// The strip shows 3 thumbnails 10px apart, vertical beside the slider and horizontal
// below it at the 575px phone breakpoint and under.
const THUMBNAILS_PER_VIEW = 3;
const THUMBNAIL_SPACING = 10;
const THUMBNAIL_BREAKPOINTS = { 576: { direction: 'vertical' as const } };

/**
 * Starts Swiper on the gallery the page rendered, in place: the main slider keeps the server's first
 * photo (the page's largest paint) and is driven by the thumbnail strip. Returns what stops both.
 */
export function startGallerySlider({ main, thumbs, firstSlide, texts, onSlideChange }: GalleryStart): () => void {
  const strip = thumbs
    ? new Swiper(thumbs, {
        modules: [Thumbs],
        slidesPerView: THUMBNAILS_PER_VIEW,
        spaceBetween: THUMBNAIL_SPACING,
        breakpoints: THUMBNAIL_BREAKPOINTS,
        watchSlidesProgress: true,
      })
    : null;
  const own = (className: string) => main.querySelector<HTMLElement>(`:scope > .${className}`);
  const slider = new Swiper(main, {
    modules: [A11y, Navigation, Thumbs],
    initialSlide: firstSlide,
    navigation: { prevEl: own('swiper-button-prev'), nextEl: own('swiper-button-next') },
    // The arrows become focusable buttons with names; slides are announced by their place.
    a11y: { prevSlideMessage: texts.previous, nextSlideMessage: texts.next, slideLabelMessage: texts.slideLabel },
    thumbs: { swiper: strip },
    on: {
      init: (swiper) => onSlideChange(swiper.activeIndex),
      slideChange: (swiper) => onSlideChange(swiper.activeIndex),
    },
  });
  return () => {
    slider.destroy(true, true);
    strip?.destroy(true, true);
  };
}
