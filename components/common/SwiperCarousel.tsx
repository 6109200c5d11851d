import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperModule } from 'swiper/types';
import { useText } from '@/hooks/useLocale';
import { CAROUSEL_SPEED_MS, CAROUSEL_AUTOPLAY_DELAY_MS, type StartedCarouselProps } from './Carousel';

// Shoppers who ask for less motion move the slides themselves.
function stopAutoplayForReducedMotion(swiper: SwiperInstance): void {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) swiper.autoplay?.stop();
}

/** The carousel once Swiper runs: it takes over the slides the page rendered without it. */
export function SwiperCarousel<Item>({
  layoutKey,
  items,
  itemKey,
  renderSlide,
  label,
  slidesPerView,
  breakpoints,
  gap,
  autoplay,
  pagination,
  navigation,
}: StartedCarouselProps<Item>) {
  const t = useText('widgets');
  const modules: SwiperModule[] = [A11y];
  if (autoplay) modules.push(Autoplay);
  if (pagination) modules.push(Pagination);
  if (navigation) modules.push(Navigation);

  return (
    <Swiper
      data-carousel={layoutKey}
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
      a11y={{ prevSlideMessage: t('Previous slide'), nextSlideMessage: t('Next slide') }}
      onSwiper={autoplay ? stopAutoplayForReducedMotion : undefined}
    >
      {items.map((item, index) => (
        <SwiperSlide key={itemKey(item)}>{renderSlide(item, index)}</SwiperSlide>
      ))}
    </Swiper>
  );
}
