import { act } from '@testing-library/react';
import { lazy, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationPart } from '@/components/app/HydrationPart';
import { SHOP_READY_EVENT } from '@/components/app/submissionsHeldUntilReady';
import { runSubmissionsScript } from './support/submissionsScript';

// A sign-in form in a part of the page that hydrates on its own, sent by a shopper before the scripts
// arrived: the inline script of the page's head holds it, and the app sends it once, when both the
// session is back and the form's part has hydrated, whichever comes last.

function SignInForm({ onSend }: { onSend: (password: string) => void }) {
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSend((event.currentTarget.elements.namedItem('password') as HTMLInputElement).value);
  }
  return (
    <form aria-label="Sign in" onSubmit={send} noValidate>
      <input name="password" type="password" defaultValue="" />
      <button type="submit">Sign in</button>
    </form>
  );
}

const SERVED_PAGE = (
  <main>
    <h1>Sign in</h1>
    <HydrationPart>
      <SignInForm onSend={() => undefined} />
    </HydrationPart>
  </main>
);

let stopInlineScript: () => void;
let root: Root | null;
/** Every submission that reached the window without the page or the app stopping it: the browser would send it to the address. */
let sentByTheBrowser: string[];

function recordBrowserSubmissions(event: Event) {
  if (!event.defaultPrevented) sentByTheBrowser.push((event.target as HTMLFormElement).getAttribute('aria-label') ?? '');
}

/** The server's page, with the password typed and the form sent as a tap on its button does. */
function servedPageSentEarly(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(SERVED_PAGE);
  document.body.append(container);
  const form = container.querySelector('form')!;
  form.querySelector('input')!.value = 'Secret-123';
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form.querySelector('button') }));
  return container;
}

/** The form's code, which arrives when `arrive` is called: until then its part stays as the server sent it. */
function formArrivingLater() {
  let arrive: () => void = () => undefined;
  const LaterSignInForm = lazy(
    () =>
      new Promise<{ default: typeof SignInForm }>((resolve) => {
        arrive = () => resolve({ default: SignInForm });
      }),
  );
  return { LaterSignInForm, arrive: () => arrive() };
}

function appBecomesReady() {
  act(() => {
    document.dispatchEvent(new Event(SHOP_READY_EVENT));
  });
}

beforeEach(() => {
  sentByTheBrowser = [];
  root = null;
  stopInlineScript = runSubmissionsScript();
  window.addEventListener('submit', recordBrowserSubmissions);
});

afterEach(() => {
  act(() => root?.unmount());
  window.removeEventListener('submit', recordBrowserSubmissions);
  stopInlineScript();
  document.body.innerHTML = '';
});

describe('HydrationPart with a form sent before the scripts arrived', () => {
  it('sends the form once, when its part hydrates after the app is ready', async () => {
    const container = servedPageSentEarly();
    const { LaterSignInForm, arrive } = formArrivingLater();
    const sent = jest.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <main>
          <h1>Sign in</h1>
          <HydrationPart>
            <LaterSignInForm onSend={sent} />
          </HydrationPart>
        </main>,
      );
    });

    appBecomesReady();
    expect(sent).not.toHaveBeenCalled();

    await act(async () => arrive());

    expect(sent.mock.calls).toEqual([['Secret-123']]);
    expect(sentByTheBrowser).toEqual([]);
  });

  it('sends the form once, when the app is ready after its part has hydrated', async () => {
    const container = servedPageSentEarly();
    const sent = jest.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <main>
          <h1>Sign in</h1>
          <HydrationPart>
            <SignInForm onSend={sent} />
          </HydrationPart>
        </main>,
      );
    });
    expect(sent).not.toHaveBeenCalled();

    appBecomesReady();

    expect(sent.mock.calls).toEqual([['Secret-123']]);
    expect(sentByTheBrowser).toEqual([]);
  });

  it('keeps the server’s elements of the part', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(SERVED_PAGE);
    document.body.append(container);
    const servedForm = container.querySelector('form');
    await act(async () => {
      root = hydrateRoot(container, SERVED_PAGE);
    });
    expect(container.querySelector('form')).toBe(servedForm);
  });
});
