import Swiper from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { SwiperModule } from 'swiper/types';
import { CAROUSEL_AUTOPLAY_DELAY_MS, CAROUSEL_SPEED_MS, type CarouselStart } from './Carousel';

/**
 * Starts Swiper on the carousel the page rendered, in place: it takes over the same elements (the first
 * slide's picture is the page's largest paint, which must not be replaced). Returns what stops it.
 */
export function startSwiperCarousel(element: HTMLElement, start: CarouselStart): () => void {
  const { slidesPerView, breakpoints, gap, autoplay, pagination, navigation, texts } = start;
  const modules: SwiperModule[] = [A11y];
  if (autoplay) modules.push(Autoplay);
  if (pagination) modules.push(Pagination);
  if (navigation) modules.push(Navigation);
  const own = (className: string) => element.querySelector<HTMLElement>(`:scope > .${className}`);

  const swiper = new Swiper(element, {
    modules,
    slidesPerView,
    spaceBetween: gap,
    breakpoints,
    speed: CAROUSEL_SPEED_MS,
    rewind: true,
    autoplay: autoplay ? { delay: CAROUSEL_AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
    pagination: pagination ? { el: own('swiper-pagination'), clickable: true } : false,
    navigation: navigation ? { prevEl: own('swiper-button-prev'), nextEl: own('swiper-button-next') } : false,
    a11y: { prevSlideMessage: texts.previous, nextSlideMessage: texts.next },
  });
  // Shoppers who ask for less motion move the slides themselves.
  if (autoplay && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) swiper.autoplay.stop();
  return () => swiper.destroy(true, true);
}
