import { useEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import 'swiper/swiper.css';
import { useText } from '@/hooks/useLocale';
import { useNearViewport } from '@/hooks/useNearViewport';
import styles from './Carousel.module.scss';

/** Slides per view from a window width up (Swiper's breakpoints). */
export type CarouselBreakpoints = Record<number, { slidesPerView: number }>;

// The generic carousel's defaults.
export const CAROUSEL_AUTOPLAY_DELAY_MS = 3000;
export const CAROUSEL_SPEED_MS = 800;
const CAROUSEL_SLIDES_PER_VIEW = 1;

// Product carousels show 2 slides from 320px, 3 from 767px, 4 from 1024px, 5 from 1366px.
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

/** What Swiper starts with, and the names of its arrows. */
export type CarouselStart = Required<Pick<CarouselProps<unknown>, 'slidesPerView' | 'breakpoints' | 'gap' | 'autoplay' | 'pagination' | 'navigation'>> & {
  texts: { previous: string; next: string };
};

/** Starts Swiper on the carousel's element; returns what stops it. */
type StartSwiper = (element: HTMLElement, start: CarouselStart) => () => void;

let swiperCarousel: Promise<StartSwiper> | null = null;

function loadSwiperCarousel(): Promise<StartSwiper> {
  swiperCarousel ??= import('./swiperCarousel').then((module) => module.startSwiperCarousel);
  return swiperCarousel;
}

const INTERACTIONS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Swiper (about 27 kB) starts once the page has loaded, the browser is idle and the carousel is on or
 * near the screen, or at once when the shopper reaches for the carousel. The first paint never waits
 * for it, and the carousels further down a page do not all start, each measuring its slides, in one
 * long task while the page loads.
 */
function useSwiperStart(element: RefObject<HTMLElement | null>): StartSwiper | null {
  const [started, setStarted] = useState<StartSwiper | null>(null);
  const [wanted, setWanted] = useState(false);
  const nearScreen = useNearViewport(element);

  useEffect(() => {
    const carousel = element.current;
    const want = () => setWanted(true);
    INTERACTIONS.forEach((type) => carousel?.addEventListener(type, want, { once: true, passive: true }));
    return () => INTERACTIONS.forEach((type) => carousel?.removeEventListener(type, want));
  }, [element]);

  useEffect(() => {
    if (!nearScreen) return undefined;
    const want = () => setWanted(true);
    let idle: number | undefined;
    const whenIdle = () => {
      idle = window.requestIdleCallback ? window.requestIdleCallback(want) : window.setTimeout(want, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [nearScreen]);

  useEffect(() => {
    if (!wanted) return undefined;
    let active = true;
    void loadSwiperCarousel().then((start) => active && setStarted(() => start));
    return () => {
      active = false;
    };
  }, [wanted]);

  return started;
}

function slideWidth(slidesPerView: number, gap: number): string {
  return `calc((100% - ${(slidesPerView - 1) * gap}px) / ${slidesPerView})`;
}

// Names the carousel's layout for its CSS after the layout itself, so carousels laid out alike share
// one set of rules (a useId would give each carousel its own).
function carouselLayoutKey(slidesPerView: number, gap: number, breakpoints: CarouselBreakpoints): string {
  const widths = Object.entries(breakpoints).map(([width, breakpoint]) => `${width}:${breakpoint.slidesPerView}`);
  return [slidesPerView, gap, ...widths].join('-');
}

// Until Swiper starts on the client the slides are laid out by this CSS, as Swiper will lay them out,
// so the server-rendered row does not jump when the carousel starts.
function layoutBeforeStart(layoutKey: string, slidesPerView: number, gap: number, breakpoints: CarouselBreakpoints): string {
  const slides = `[data-carousel="${layoutKey}"]:not(.swiper-initialized) > .swiper-wrapper > .swiper-slide`;
  const rule = (perView: number) => `${slides}{width:${slideWidth(perView, gap)};margin-right:${gap}px}`;
  const widths = Object.keys(breakpoints)
    .map(Number)
    .sort((a, b) => a - b);
  return [
    rule(slidesPerView),
    ...widths.map((width) => `@media (min-width:${width}px){${rule(breakpoints[width].slidesPerView)}}`),
  ].join('');
}

// Until Swiper starts only the slides that fit the widest view are rendered: the rest of a row would be
// hidden anyway, and cost each page's HTML and hydration (a home page row holds 12 products).
function slidesInWidestView(slidesPerView: number, breakpoints: CarouselBreakpoints): number {
  return Math.max(slidesPerView, ...Object.values(breakpoints).map((breakpoint) => breakpoint.slidesPerView));
}

const NO_BREAKPOINTS: CarouselBreakpoints = {};

/**
 * A carousel of any items. The server and the first render lay the slides out as Swiper will, in
 * Swiper's markup, so nothing moves when Swiper takes over; Swiper then starts on those same elements,
 * so a slide's picture painted from the server's HTML stays the one shown.
 */
export function Carousel<Item>({
  items,
  itemKey,
  renderSlide,
  label,
  slidesPerView = CAROUSEL_SLIDES_PER_VIEW,
  breakpoints = NO_BREAKPOINTS,
  gap = 0,
  autoplay = true,
  pagination = false,
  navigation = false,
  className,
}: CarouselProps<Item>) {
  const layoutKey = carouselLayoutKey(slidesPerView, gap, breakpoints);
  const frame = useRef<HTMLDivElement>(null);
  const carousel = useRef<HTMLDivElement>(null);
  const startSwiper = useSwiperStart(frame);
  const t = useText('widgets');
  const previous = t('Previous slide');
  const next = t('Next slide');
  const slideCount = items.length;

  // Swiper starts once every slide is rendered, and again on a new number of slides.
  useEffect(() => {
    const element = carousel.current;
    if (!startSwiper || !element) return undefined;
    return startSwiper(element, { slidesPerView, breakpoints, gap, autoplay, pagination, navigation, texts: { previous, next } });
  }, [startSwiper, slidesPerView, breakpoints, gap, autoplay, pagination, navigation, previous, next, slideCount]);

  const slides = startSwiper ? items : items.slice(0, slidesInWidestView(slidesPerView, breakpoints));
  return (
    <div ref={frame} className={`${styles.carousel} ${className ?? ''}`}>
      <style>{layoutBeforeStart(layoutKey, slidesPerView, gap, breakpoints)}</style>
      <div ref={carousel} className="swiper" data-carousel={layoutKey} role="group" aria-roledescription="carousel" aria-label={label}>
        <div className="swiper-wrapper">
          {slides.map((item, index) => (
            <div key={itemKey(item)} className="swiper-slide">
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
        {startSwiper && navigation && (
          <>
            <div className="swiper-button-prev" />
            <div className="swiper-button-next" />
          </>
        )}
        {startSwiper && pagination && <div className="swiper-pagination" />}
      </div>
    </div>
  );
}
