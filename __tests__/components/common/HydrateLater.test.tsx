import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { HydrateLater as HydrateLaterComponent } from '@/components/common/HydrateLater';
import { NEAR_VIEWPORT_MARGIN } from '@/hooks/useNearViewport';
import { withFakeIntersectionObserver } from '../../hooks/support/fakeIntersectionObserver';

// The server's markup of a page: a button hydrated at once, then a section whose button waits its turn.
const SERVER_MARKUP = '<button>Add to bag</button><div class="section" data-hydrate-later="reviews"><button>Write a review</button></div>';

let HydrateLater: typeof HydrateLaterComponent;

function newTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Lets the sections' turns queued so far run: each hydrates in a task of its own. */
async function laterTasks(): Promise<void> {
  await act(async () => {
    await newTask();
    await newTask();
  });
}

/** The section was hydrated on the server's elements: its button now answers a click. */
function expectHydratedInPlace(container: HTMLElement, serverButton: Element | null, onReview: jest.Mock) {
  expect(container.innerHTML).toBe(SERVER_MARKUP);
  expect(container.querySelector('.section button')).toBe(serverButton);
  serverButton?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(onReview).toHaveBeenCalledTimes(1);
}

/** Lets the promise jobs queued so far run, as they do between two events, without a new task. */
async function promiseJobs(): Promise<void> {
  for (let step = 0; step < 10; step += 1) await Promise.resolve();
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

function serverRenderedPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = SERVER_MARKUP;
  document.body.append(container);
  return container;
}

describe('HydrateLater', () => {
  beforeEach(loadOnServerRenderedPage);

  it('keeps the section’s server markup in the first pass and hydrates it in a later task, on the same elements', async () => {
    const container = serverRenderedPage();
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

    await laterTasks();
    expectHydratedInPlace(container, serverButton, onReview);
    container.remove();
  });

  it('renders a section met after the first pass at once, as on a page opened in the app', async () => {
    const container = serverRenderedPage();
    const root = hydrateRoot(container, <Page onAdd={jest.fn()} onReview={jest.fn()} />);
    await laterTasks();

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

describe('HydrateLater below the first screen', () => {
  const observers = withFakeIntersectionObserver();
  beforeEach(loadOnServerRenderedPage);

  /** Hydrates the server's page; the section's button keeps its server element until the section's turn. */
  function hydrateServerPage() {
    const container = serverRenderedPage();
    const serverButton = container.querySelector('.section button');
    const onReview = jest.fn();
    act(() => {
      hydrateRoot(container, <Page onAdd={jest.fn()} onReview={onReview} />);
    });
    return { container, serverButton, onReview };
  }

  it('keeps the section’s server markup without its scripts until it comes near the screen', async () => {
    const { container, serverButton, onReview } = hydrateServerPage();
    await laterTasks();
    serverButton?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onReview).not.toHaveBeenCalled();
    expect(observers.map((observer) => observer.margin)).toEqual([NEAR_VIEWPORT_MARGIN]);

    act(() => observers[0].trigger(true));
    await laterTasks();
    expectHydratedInPlace(container, serverButton, onReview);
    container.remove();
  });

  it('hydrates a waiting section as soon as the shopper reaches into it, before the click that follows', async () => {
    const { container, serverButton, onReview } = hydrateServerPage();

    await act(async () => {
      serverButton?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await promiseJobs();
    });
    expectHydratedInPlace(container, serverButton, onReview);
    container.remove();
  });

  it('hydrates a section that is near but still waits its turn at once when the shopper reaches into it', async () => {
    const { container, serverButton, onReview } = hydrateServerPage();

    await act(async () => {
      observers[0].trigger(true);
      serverButton?.dispatchEvent(new Event('touchstart', { bubbles: true }));
      await promiseJobs();
    });
    expectHydratedInPlace(container, serverButton, onReview);
    container.remove();
  });
});

describe('HydrateLater in a list that changes while its items wait', () => {
  withFakeIntersectionObserver();
  beforeEach(loadOnServerRenderedPage);

  interface Item {
    slug: string;
    name: string;
  }
  const ONE = { slug: 'one', name: 'One' };
  const TWO = { slug: 'two', name: 'Two' };
  const THREE = { slug: 'three', name: 'Three' };

  const markupOf = (items: Item[]) =>
    `<ul>${items
      .map((item) => `<li><div class="section" data-hydrate-later="card:${item.slug}"><a href="/details/${item.slug}">${item.name}</a></div></li>`)
      .join('')}</ul>`;

  function List({ items }: { items: Item[] }) {
    return (
      <ul>
        {items.map((item) => (
          <li key={item.slug}>
            <HydrateLater name={`card:${item.slug}`}>
              <a href={`/details/${item.slug}`}>{item.name}</a>
            </HydrateLater>
          </li>
        ))}
      </ul>
    );
  }

  it('shows exactly the new items, keeping the server’s element of an item still listed', async () => {
    const container = document.createElement('div');
    container.innerHTML = markupOf([ONE, TWO]);
    document.body.append(container);
    const serverLinkOfTwo = container.querySelector('a[href="/details/two"]');
    const root = hydrateRoot(container, <List items={[ONE, TWO]} />);
    await laterTasks();

    act(() => root.render(<List items={[TWO, THREE]} />));
    const links = Array.from(container.querySelectorAll('li > .section > a'), (link) => `${link.getAttribute('href')} ${link.textContent}`);
    expect(links).toEqual(['/details/two Two', '/details/three Three']);
    expect(container.querySelectorAll('li, .section, a')).toHaveLength(6);
    expect(container.querySelector('a[href="/details/two"]')).toBe(serverLinkOfTwo);
    container.remove();
  });
});
