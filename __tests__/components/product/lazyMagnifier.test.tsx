import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { Magnifier } from '@/components/product/lazyMagnifier';

const SRC = '/media/products/panjabi/white/front.svg';
const loadedMagnifier = jest.fn();

jest.mock('@/components/product/Magnifier', () => ({
  Magnifier: () => {
    loadedMagnifier();
    return <div data-testid="lens" />;
  },
}));

function MagnifiedImage() {
  const frame = useRef<HTMLDivElement>(null);
  return (
    <div ref={frame}>
      <Magnifier targetRef={frame} src={SRC} />
    </div>
  );
}

/** A screen whose pointers can (or cannot) hover, and a way to plug a mouse in. */
function screenWithPointers(canHover: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return canHover;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: jest.fn((text: string) => (text === '(any-hover: hover)' ? query : { matches: false })) });
  return {
    plugInMouse: () => {
      canHover = true;
      listeners.forEach((listener) => listener());
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  loadedMagnifier.mockClear();
});

describe('the magnifier as pages load it', () => {
  it('loads on a screen with a mouse or a pen', async () => {
    screenWithPointers(true);
    const { findByTestId } = render(<MagnifiedImage />);
    expect(await findByTestId('lens')).toBeInTheDocument();
  });

  it('loads nothing on a touch screen, where there is no hover, until a mouse is plugged in', async () => {
    const pointers = screenWithPointers(false);
    const { queryByTestId, findByTestId, container } = render(<MagnifiedImage />);
    fireEvent.pointerEnter(container.firstElementChild!);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(queryByTestId('lens')).toBeNull();
    expect(loadedMagnifier).not.toHaveBeenCalled();

    act(() => pointers.plugInMouse());
    expect(await findByTestId('lens')).toBeInTheDocument();
    await waitFor(() => expect(loadedMagnifier).toHaveBeenCalled());
  });
});
