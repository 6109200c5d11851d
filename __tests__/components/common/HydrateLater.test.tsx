import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { HydrateLater as HydrateLaterComponent } from '@/components/common/HydrateLater';

// The server's markup of a page: a button hydrated at once, then a section whose button waits its turn.
const SERVER_MARKUP = '<button>Add to bag</button><div class="section"><button>Write a review</button></div>';

let HydrateLater: typeof HydrateLaterComponent;

function newTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The module as a page loads it: Next's data script is already in the document. */
function loadOnServerRenderedPage() {
  const nextData = document.createElement('script');
  nextData.id = '__NEXT_DATA__';
  document.body.append(nextData);
  jest.isolateModules(() => {
    ({ HydrateLater } = require('@/components/common/HydrateLater'));
  });
  nextData.remove();
}

function Page({ onAdd, onReview, more }: { onAdd: () => void; onReview: () => void; more?: ReactNode }) {
  return (
    <>
      <button onClick={onAdd}>Add to bag</button>
      <HydrateLater name="reviews">
        <button onClick={onReview}>Write a review</button>
      </HydrateLater>
      {more}
    </>
  );
}

describe('HydrateLater', () => {
  beforeEach(loadOnServerRenderedPage);

  it('keeps the section’s server markup in the first pass and hydrates it in a later task, on the same elements', async () => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_MARKUP;
    document.body.append(container);
    const serverButton = container.querySelector('.section button');
    const onAdd = jest.fn();
    const onReview = jest.fn();

    act(() => {
      hydrateRoot(container, <Page onAdd={onAdd} onReview={onReview} />);
    });
    expect(container.innerHTML).toBe(SERVER_MARKUP);
    container.querySelectorAll('button').forEach((button) => button.click());
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onReview).not.toHaveBeenCalled();

    await act(async () => {
      await newTask();
      await newTask();
    });
    expect(container.innerHTML).toBe(SERVER_MARKUP);
    expect(container.querySelector('.section button')).toBe(serverButton);
    serverButton?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onReview).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('renders a section met after the first pass at once, as on a page opened in the app', async () => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_MARKUP;
    document.body.append(container);
    const root = hydrateRoot(container, <Page onAdd={jest.fn()} onReview={jest.fn()} />);
    await act(async () => {
      await newTask();
      await newTask();
    });

    act(() => {
      root.render(
        <Page
          onAdd={jest.fn()}
          onReview={jest.fn()}
          more={
            <HydrateLater name="related">
              <p>You may also like</p>
            </HydrateLater>
          }
        />,
      );
    });
    expect(container.querySelector('.section p')).toHaveTextContent('You may also like');
    container.remove();
  });
});
