import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { Magnifier } from '@/components/product/Magnifier';

const SRC = '/media/products/panjabi/white/front.svg';

function MagnifiedImage() {
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div ref={frame} data-testid="frame">
      <img src={SRC} alt="Cotton Panjabi" width={400} height={500} />
      <Magnifier targetRef={frame} src={SRC} />
    </div>
  );
}

// jsdom has no PointerEvent: a mouse event carrying the pointer's type stands in for it.
function pointerEvent(type: string, pointerType: string): MouseEvent {
  const event = new MouseEvent(type, { clientX: 100, clientY: 120 });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

function renderMagnifier() {
  const { getByTestId, container } = render(<MagnifiedImage />);
  const frame = getByTestId('frame');
  // jsdom lays nothing out: the image box is 400 x 500 at the page's top-left corner.
  frame.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 500 });
  return {
    frame,
    lens: () => container.querySelector<HTMLElement>('[data-zoom]'),
    hover: (pointerType = 'mouse') => fireEvent(frame, pointerEvent('pointerenter', pointerType)),
    leave: () => fireEvent.pointerLeave(frame),
    wheel: (deltaY: number, times = 1) => {
      for (let tick = 0; tick < times; tick += 1) fireEvent.wheel(frame, { deltaY });
    },
  };
}

describe('Magnifier', () => {
  it('shows no lens until the pointer is over the image', () => {
    const { lens } = renderMagnifier();
    expect(lens()).toBeNull();
  });

  it('shows a 150px lens of the image at zoom 2 while hovered, and hides it on leave', () => {
    const { lens, hover, leave } = renderMagnifier();
    hover();
    expect(lens()).toHaveAttribute('data-zoom', '2');
    expect(lens()!.style.width).toBe('150px');
    expect(lens()!.style.height).toBe('150px');
    expect(lens()!.style.backgroundImage).toContain(SRC);
    expect(lens()!.style.left).toBe('25px');
    expect(lens()!.style.top).toBe('45px');
    leave();
    expect(lens()).toBeNull();
  });

  it('zooms by 0.1 per wheel tick while hovered, between 1.2 and 5', () => {
    const { lens, hover, wheel } = renderMagnifier();
    hover();
    wheel(-100);
    expect(lens()).toHaveAttribute('data-zoom', '2.1');
    wheel(100, 2);
    expect(lens()).toHaveAttribute('data-zoom', '1.9');
    wheel(-100, 60);
    expect(lens()).toHaveAttribute('data-zoom', '5');
    wheel(100, 60);
    expect(lens()).toHaveAttribute('data-zoom', '1.2');
  });

  it('keeps the page scrolling instead of zooming while not hovered', () => {
    const { lens, hover, leave, frame } = renderMagnifier();
    const outside = fireEvent.wheel(frame, { deltaY: -100, cancelable: true });
    expect(outside).toBe(true);
    hover();
    leave();
    fireEvent.wheel(frame, { deltaY: -100 });
    hover();
    expect(lens()).toHaveAttribute('data-zoom', '2');
    const inside = fireEvent.wheel(frame, { deltaY: -100, cancelable: true });
    expect(inside).toBe(false);
  });

  it('never shows for touch', () => {
    const { lens, hover } = renderMagnifier();
    hover('touch');
    expect(lens()).toBeNull();
  });
});
