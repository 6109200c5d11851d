// Swiper ships as ES modules and measures a real layout, which jsdom has neither of: tests start this
// stand-in on a carousel's or gallery's element, which marks it started as Swiper does
// (swiper-initialized), shows the slide it was asked to start on and records the settings it was given.

export type SwiperSettings = Record<string, unknown>;

export const swiperSettings: SwiperSettings[] = [];

/** Every stand-in started, in order. */
export const startedSwipers: FakeSwiper[] = [];

export default class FakeSwiper {
  readonly autoplay = { running: true, stop: () => void (this.autoplay.running = false) };
  readonly activeIndex: number;

  constructor(
    readonly el: HTMLElement,
    settings: SwiperSettings & { initialSlide?: number; on?: { init?: (swiper: FakeSwiper) => void } },
  ) {
    swiperSettings.push(settings);
    startedSwipers.push(this);
    this.activeIndex = settings.initialSlide ?? 0;
    el.classList.add('swiper-initialized');
    settings.on?.init?.(this);
  }

  destroy(): void {
    this.el.classList.remove('swiper-initialized');
  }
}

/** Swiper's modules, named so a test can tell which ones a carousel uses. */
export const swiperModules = { A11y: 'A11y', Autoplay: 'Autoplay', Navigation: 'Navigation', Pagination: 'Pagination', Thumbs: 'Thumbs' };

/** The settings of the last carousel started. */
export function lastSwiperSettings(): SwiperSettings {
  const settings = swiperSettings.at(-1);
  if (!settings) throw new Error('No carousel was started');
  return settings;
}
