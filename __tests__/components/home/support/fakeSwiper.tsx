import type { ReactNode } from 'react';

// Swiper ships as ES modules and measures a real layout, which jsdom has neither of: tests render this
// stand-in, which lays the slides out plainly, marks itself started as Swiper does (swiper-initialized)
// and records the settings the carousel handed to Swiper.

export type SwiperSettings = Record<string, unknown>;

export const swiperSettings: SwiperSettings[] = [];

interface FakeSwiperProps extends SwiperSettings {
  children?: ReactNode;
  role?: string;
  'aria-label'?: string;
  'aria-roledescription'?: string;
}

export function Swiper({ children, role, 'aria-label': label, 'aria-roledescription': roleDescription, ...settings }: FakeSwiperProps) {
  swiperSettings.push(settings);
  return (
    <div className="swiper swiper-initialized" role={role} aria-label={label} aria-roledescription={roleDescription}>
      <div className="swiper-wrapper">{children}</div>
    </div>
  );
}

export function SwiperSlide({ children }: { children?: ReactNode }) {
  return <div className="swiper-slide">{children}</div>;
}

/** Swiper's modules, named so a test can tell which ones a carousel uses. */
export const swiperModules = { A11y: 'A11y', Autoplay: 'Autoplay', Navigation: 'Navigation', Pagination: 'Pagination' };

/** The settings of the last carousel rendered. */
export function lastSwiperSettings(): SwiperSettings {
  const settings = swiperSettings.at(-1);
  if (!settings) throw new Error('No carousel was rendered');
  return settings;
}
