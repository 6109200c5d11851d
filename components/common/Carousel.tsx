import { useId, type Key, type ReactNode } from 'react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperModule } from 'swiper/types';
import 'swiper/swiper.css';
import styles from './Carousel.module.scss';

/** Slides per view from a window width up (Swiper's breakpoints). */
export type CarouselBreakpoints = Record<number, { slidesPerView: number }>;

// SPEC section 9: the generic carousel.
export const CAROUSEL_AUTOPLAY_DELAY_MS = 3000;
export const CAROUSEL_SPEED_MS = 800;
export const CAROUSEL_SLIDES_PER_VIEW = 1;

// SPEC section 9: product carousels show 2 slides from 320px, 3 from 767px, 4 from 1024px, 5 from 1366px.
export const PRODUCT_CAROUSEL_BREAKPOINTS: CarouselBreakpoints = {
  320: { slidesPerView: 2 },
  414: { slidesPerView: 2 },
  767: { slidesPerView: 3 },
  992: { slidesPerView: 3 },
  1024: { slidesPerView: 4 },
  1366: { slidesPerView: 5 },
  1600: { slidesPerView: 5 },
};

export const PRODUCT_CAROUSEL_GAP = 16;

export interface CarouselProps<Item> {
  items: Item[];
  itemKey: (item: Item) => Key;
  renderSlide: (item: Item, index: number) => ReactNode;
  /** Names the carousel for screen readers. */
  label: string;
  slidesPerView?: number;
  breakpoints?: CarouselBreakpoints;
  /** Pixels between slides. */
  gap?: number;
  autoplay?: boolean;
  /** Bullets under the slides. */
  pagination?: boolean;
  /** Previous and next arrows. */
  navigation?: boolean;
  className?: string;
}

// Shoppers who ask for less motion move the slides themselves.
function stopAutoplayForReducedMotion(swiper: SwiperInstance): void {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) swiper.autoplay?.stop();
}

function slideWidth(slidesPerView: number, gap: number): string {
  return `calc((100% - ${(slidesPerView - 1) * gap}px) / ${slidesPerView})`;
}

// Until Swiper starts on the client the slides are laid out by this CSS, as Swiper will lay them out,
// so the server-rendered row does not jump when the carousel starts.
function layoutBeforeStart(carouselId: string, slidesPerView: number, gap: number, breakpoints: CarouselBreakpoints): string {
  const slides = `[data-carousel="${carouselId}"]:not(.swiper-initialized) > .swiper-wrapper > .swiper-slide`;
  const rule = (perView: number) => `${slides}{width:${slideWidth(perView, gap)};margin-right:${gap}px}`;
  const widths = Object.keys(breakpoints)
    .map(Number)
    .sort((a, b) => a - b);
  return [
    rule(slidesPerView),
    ...widths.map((width) => `@media (min-width:${width}px){${rule(breakpoints[width].slidesPerView)}}`),
  ].join('');
}

export function Carousel<Item>({
  items,
  itemKey,
  renderSlide,
  label,
  slidesPerView = CAROUSEL_SLIDES_PER_VIEW,
  breakpoints = {},
  gap = 0,
  autoplay = true,
  pagination = false,
  navigation = false,
  className,
}: CarouselProps<Item>) {
  const carouselId = useId();
  const modules: SwiperModule[] = [A11y];
  if (autoplay) modules.push(Autoplay);
  if (pagination) modules.push(Pagination);
  if (navigation) modules.push(Navigation);

  return (
    <div className={`${styles.carousel} ${className ?? ''}`}>
      <style>{layoutBeforeStart(carouselId, slidesPerView, gap, breakpoints)}</style>
      <Swiper
        data-carousel={carouselId}
        role="group"
        aria-roledescription="carousel"
        aria-label={label}
        modules={modules}
        slidesPerView={slidesPerView}
        spaceBetween={gap}
        breakpoints={breakpoints}
        speed={CAROUSEL_SPEED_MS}
        rewind
        autoplay={
          autoplay
            ? { delay: CAROUSEL_AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
            : false
        }
        pagination={pagination ? { clickable: true } : false}
        navigation={navigation}
        a11y={{ prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
        onSwiper={autoplay ? stopAutoplayForReducedMotion : undefined}
      >
        {items.map((item, index) => (
          <SwiperSlide key={itemKey(item)}>{renderSlide(item, index)}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
