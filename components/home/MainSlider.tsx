/* eslint-disable @next/next/no-img-element -- images are URLs on the configured backend, whose host next/image would need at build time; boxes and loading are set here */
import { Carousel } from '@/components/common/Carousel';
import { useText } from '@/hooks/useLocale';
import type { HomeSlide } from '@/contract/home';
import { SmartLink } from './SmartLink';
import styles from './MainSlider.module.scss';

// Slider pictures are served at 1600 x 600.
const SLIDE_WIDTH = 1600;
const SLIDE_HEIGHT = 600;

interface MainSliderProps {
  slides: HomeSlide[];
}

function Slide({ slide, first }: { slide: HomeSlide; first: boolean }) {
  const t = useText('home');
  return (
    <SmartLink href={slide.link} className={styles.slide}>
      <img
        src={slide.photo}
        alt={slide.title ?? ''}
        width={SLIDE_WIDTH}
        height={SLIDE_HEIGHT}
        // The first slide is the page's largest picture: it loads first, the others when needed.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        className={styles.image}
      />
      {(slide.subtitle || slide.link) && (
        <span className={styles.caption}>
          {slide.subtitle && <span className={styles.subtitle}>{slide.subtitle}</span>}
          {slide.link && <span className={styles.cta}>{t('Shop now')}</span>}
        </span>
      )}
    </SmartLink>
  );
}

/** The page's opening carousel; left out when no slide is switched on. */
export function MainSlider({ slides }: MainSliderProps) {
  const t = useText('home');
  if (slides.length === 0) return null;
  return (
    <section className={styles.slider} aria-label={t('Highlights')}>
      <Carousel
        label={t('Highlights')}
        items={slides}
        itemKey={(slide) => slide.id}
        renderSlide={(slide, index) => <Slide slide={slide} first={index === 0} />}
        pagination
        navigation
      />
    </section>
  );
}
