import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useId } from 'react';
import {
  Carousel,
  CAROUSEL_AUTOPLAY_DELAY_MS,
  CAROUSEL_SPEED_MS,
  PRODUCT_CAROUSEL_BREAKPOINTS,
} from '@/components/common/Carousel';
import { NEAR_VIEWPORT_MARGIN } from '@/hooks/useNearViewport';
import { withFakeIntersectionObserver } from '../../hooks/support/fakeIntersectionObserver';
import { lastSwiperSettings, startedSwipers, swiperSettings } from '../home/support/fakeSwiper';

jest.mock('swiper', () => jest.requireActual('../home/support/fakeSwiper'));
jest.mock('swiper/modules', () => jest.requireActual('../home/support/fakeSwiper').swiperModules);

const COLOURS = ['Maroon', 'Teal', 'Mustard'];

function renderColours(props: Partial<Parameters<typeof Carousel<string>>[0]> = {}) {
  return render(
    <Carousel
      label="Colours"
      items={COLOURS}
      itemKey={(colour) => colour}
      renderSlide={(colour) => <p>{colour}</p>}
      {...props}
    />,
  );
}

/** Renders the carousel and waits for Swiper to start, as it does once the page is idle. */
async function renderStartedColours(props: Partial<Parameters<typeof Carousel<string>>[0]> = {}) {
  const view = renderColours(props);
  await waitFor(() => expect(swiperSettings).not.toHaveLength(0));
  return view;
}

beforeEach(() => {
  swiperSettings.length = 0;
  startedSwipers.length = 0;
});

describe('Carousel', () => {
  it('uses its defaults: autoplay every 3000 ms at 800 ms, one slide per view, never stopped by interaction', async () => {
    await renderStartedColours();
    const settings = lastSwiperSettings();
    expect(CAROUSEL_AUTOPLAY_DELAY_MS).toBe(3000);
    expect(CAROUSEL_SPEED_MS).toBe(800);
    expect(settings.speed).toBe(800);
    expect(settings.slidesPerView).toBe(1);
    expect(settings.autoplay).toEqual(expect.objectContaining({ delay: 3000, disableOnInteraction: false }));
    expect(settings.modules).toEqual(['A11y', 'Autoplay']);
  });

  it('renders every item as a slide of a named carousel group once Swiper starts', async () => {
    await renderStartedColours();
    const carousel = screen.getByRole('group', { name: 'Colours' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByText(/Maroon|Teal|Mustard/).map((slide) => slide.textContent)).toEqual(COLOURS);
  });

  it('exports the product breakpoints: 2 slides at 320 and 414, 3 at 767 and 992, 4 at 1024, 5 at 1366 and 1600', async () => {
    expect(PRODUCT_CAROUSEL_BREAKPOINTS).toEqual({
      320: { slidesPerView: 2 },
      414: { slidesPerView: 2 },
      767: { slidesPerView: 3 },
      992: { slidesPerView: 3 },
      1024: { slidesPerView: 4 },
      1366: { slidesPerView: 5 },
      1600: { slidesPerView: 5 },
    });
    await renderStartedColours({ breakpoints: PRODUCT_CAROUSEL_BREAKPOINTS, gap: 16 });
    expect(lastSwiperSettings()).toEqual(
      expect.objectContaining({ breakpoints: PRODUCT_CAROUSEL_BREAKPOINTS, spaceBetween: 16 }),
    );
  });

  it('loads only the Swiper modules it uses, and hands it the arrows and bullets it renders in the carousel', async () => {
    await renderStartedColours({ autoplay: false, navigation: true, pagination: true });
    const settings = lastSwiperSettings();
    expect(settings.autoplay).toBe(false);
    expect(settings.modules).toEqual(['A11y', 'Pagination', 'Navigation']);
    const carousel = screen.getByRole('group', { name: 'Colours' });
    expect(settings.navigation).toEqual({
      prevEl: carousel.querySelector(':scope > .swiper-button-prev'),
      nextEl: carousel.querySelector(':scope > .swiper-button-next'),
    });
    expect(settings.pagination).toEqual({ el: carousel.querySelector(':scope > .swiper-pagination'), clickable: true });
    expect(carousel.querySelectorAll('.swiper-button-prev, .swiper-button-next, .swiper-pagination')).toHaveLength(3);
    expect(settings.a11y).toEqual({ prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' });
  });

  it('stops autoplay for shoppers who ask for less motion', async () => {
    const reducedMotion = jest.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: reducedMotion });
    try {
      const asked = await renderStartedColours();
      expect(startedSwipers.at(-1)?.autoplay.running).toBe(false);
      asked.unmount();
      swiperSettings.length = 0;
      reducedMotion.mockReturnValue({ matches: false });
      await renderStartedColours();
      expect(startedSwipers.at(-1)?.autoplay.running).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('lays the slides out for each breakpoint before Swiper starts, so the server-rendered row does not jump', () => {
    const { container } = renderColours({ breakpoints: { 767: { slidesPerView: 3 } }, gap: 16 });
    const css = container.querySelector('style')?.textContent ?? '';
    expect(css).toContain('width:calc((100% - 0px) / 1);margin-right:16px');
    expect(css).toContain('@media (min-width:767px){');
    expect(css).toContain('width:calc((100% - 32px) / 3)');
  });

  it('names its layout rules after the layout, not useId, so the server’s row keeps them once the browser renders it', () => {
    // Two places in a tree get different useId values.
    function ElementWithId() {
      return <span id={useId()} />;
    }
    const alone = renderColours({ gap: 16 });
    const serverName = alone.container.querySelector('.swiper')?.getAttribute('data-carousel');
    alone.unmount();

    const { container } = render(
      <>
        <ElementWithId />
        <ElementWithId />
        <Carousel label="Colours" items={COLOURS} itemKey={(colour) => colour} renderSlide={(colour) => <p>{colour}</p>} gap={16} />
      </>,
    );
    expect(container.querySelector('.swiper')).toHaveAttribute('data-carousel', serverName);
    const slidesSelector = /^([^{]+)\{/.exec(container.querySelector('style')?.textContent ?? '')?.[1] ?? '';
    expect(container.querySelectorAll(slidesSelector)).toHaveLength(1);
  });

  it('lays the slides out in Swiper’s markup before Swiper starts, so the first paint needs no script', () => {
    const { container } = renderColours();
    expect(swiperSettings).toHaveLength(0);
    const carousel = screen.getByRole('group', { name: 'Colours' });
    expect(carousel).toHaveClass('swiper');
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect([...container.querySelectorAll('.swiper-wrapper > .swiper-slide')].map((slide) => slide.textContent)).toEqual(['Maroon']);
  });

  it('renders before Swiper starts only the slides the widest view shows: the rest would be hidden', () => {
    const { container } = renderColours({ slidesPerView: 1, breakpoints: { 767: { slidesPerView: 2 } } });
    expect([...container.querySelectorAll('.swiper-wrapper > .swiper-slide')].map((slide) => slide.textContent)).toEqual(['Maroon', 'Teal']);
  });

  it('hands the same slides to Swiper once it starts', async () => {
    await renderStartedColours();
    expect(within(screen.getByRole('group', { name: 'Colours' })).getAllByText(/Maroon|Teal|Mustard/)).toHaveLength(3);
  });

  it('starts Swiper on the elements it rendered first: the first slide shown before is the one shown after', async () => {
    renderColours();
    const carouselBefore = screen.getByRole('group', { name: 'Colours' });
    const firstSlideBefore = screen.getByText('Maroon');
    await waitFor(() => expect(startedSwipers).toHaveLength(1));
    expect(startedSwipers[0].el).toBe(carouselBefore);
    expect(carouselBefore).toHaveClass('swiper-initialized');
    expect(screen.getByText('Maroon')).toBe(firstSlideBefore);
    expect(firstSlideBefore.isConnected).toBe(true);
  });

  describe('on a page with more than one screen', () => {
    const observers = withFakeIntersectionObserver();

    /** Lets the idle callback and the lazy Swiper import run. */
    async function settle() {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }

    it('leaves a carousel far down the page unstarted once the page is idle, and starts it when it comes within 200px', async () => {
      renderColours();
      await settle();
      expect(swiperSettings).toHaveLength(0);
      expect(observers.map((observer) => observer.margin)).toEqual([NEAR_VIEWPORT_MARGIN]);
      act(() => observers[0].trigger(true));
      await waitFor(() => expect(swiperSettings).not.toHaveLength(0));
    });

    it('starts a carousel far down the page at once when the shopper reaches for it', async () => {
      renderColours();
      await settle();
      fireEvent.pointerDown(screen.getByRole('group', { name: 'Colours' }));
      await waitFor(() => expect(swiperSettings).not.toHaveLength(0));
    });
  });
});
