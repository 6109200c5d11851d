import { PART_HYDRATED_EVENT, SHOP_READY_EVENT } from '@/components/app/submissionsHeldUntilReady';
import { runSubmissionsScript } from './support/submissionsScript';

/** What reached the app's own submit handlers (listening on the form, as React's root does below window). */
let handled: { form: string; submitter: string | null }[];
let stopInlineScript: () => void;

/** A server-rendered form; `handledByApp` stands for the app having hydrated it. */
function addForm(name: string, { action, handledByApp = false }: { action?: string; handledByApp?: boolean } = {}) {
  const form = document.createElement('form');
  form.setAttribute('aria-label', name);
  if (action !== undefined) form.setAttribute('action', action);
  form.innerHTML = '<input name="password" value="Secret-123"><button type="submit" name="send">Send</button>';
  form.addEventListener('submit', (event) => {
    if (!handledByApp) return;
    event.preventDefault();
    handled.push({ form: name, submitter: (event.submitter as HTMLButtonElement | null)?.name ?? null });
  });
  document.body.append(form);
  return { form, button: form.querySelector('button')! };
}

/** Sends the form as a click on its button does, and tells whether the browser would still send it. */
function send(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  return form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter }));
}

function appBecameReady(): void {
  document.dispatchEvent(new Event(SHOP_READY_EVENT));
}

function partHydrated(): void {
  document.dispatchEvent(new Event(PART_HYDRATED_EVENT));
}

/** The app's handler, attached as React attaches it when the form's part hydrates. */
function handleInApp(form: HTMLFormElement): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    handled.push({ form: form.getAttribute('aria-label')!, submitter: (event.submitter as HTMLButtonElement | null)?.name ?? null });
  });
}

beforeEach(() => {
  handled = [];
  document.body.innerHTML = '';
  stopInlineScript = runSubmissionsScript();
});
afterEach(() => {
  stopInlineScript();
  document.body.innerHTML = '';
});

describe('submissionsHeldUntilReady', () => {
  it('holds back a form without an action sent before the app is ready, so its fields never reach the address', () => {
    const { form, button } = addForm('Sign in');
    expect(send(form, button)).toBe(false);
    expect(handled).toEqual([]);
  });

  it('sends the held form again through the app once it is ready, with the button that sent it', () => {
    const { form, button } = addForm('Sign in');
    send(form, button);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      handled.push({ form: 'Sign in', submitter: (event.submitter as HTMLButtonElement | null)?.name ?? null });
    });

    appBecameReady();

    expect(handled).toEqual([{ form: 'Sign in', submitter: 'send' }]);
  });

  it('sends only the last form held', () => {
    const first = addForm('Register');
    const second = addForm('Sign in');
    send(first.form, first.button);
    send(second.form, second.button);
    for (const { form } of [first, second]) {
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        handled.push({ form: form.getAttribute('aria-label')!, submitter: null });
      });
    }

    appBecameReady();

    expect(handled.map((entry) => entry.form)).toEqual(['Sign in']);
  });

  it('lets a form with an action of its own go on without scripts', () => {
    const { form, button } = addForm('Search', { action: '/search' });
    expect(send(form, button)).toBe(true);
  });

  it('leaves a submission the app handled alone, and drops one held before it', () => {
    const early = addForm('Register');
    send(early.form, early.button);
    const hydrated = addForm('Sign in', { handledByApp: true });

    expect(send(hydrated.form, hydrated.button)).toBe(false);
    appBecameReady();

    expect(handled).toEqual([{ form: 'Sign in', submitter: 'send' }]);
  });

  it('does not send a held form that has left the page', () => {
    const { form, button } = addForm('Sign in');
    send(form, button);
    const requestSubmit = jest.spyOn(form, 'requestSubmit');
    form.remove();

    appBecameReady();

    expect(requestSubmit).not.toHaveBeenCalled();
  });

  it('holds the form again when the app is ready before the form’s part has hydrated, and sends it once the part has', () => {
    const { form, button } = addForm('Sign in');
    send(form, button);
    const resent = jest.spyOn(form, 'requestSubmit');

    appBecameReady();
    expect(resent).toHaveBeenCalledTimes(1);
    expect(handled).toEqual([]);

    handleInApp(form);
    partHydrated();

    expect(handled).toEqual([{ form: 'Sign in', submitter: 'send' }]);
    partHydrated();
    expect(resent).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when a part hydrates before the app is ready, then sends the form when it is', () => {
    const { form, button } = addForm('Sign in');
    send(form, button);
    handleInApp(form);

    partHydrated();
    expect(handled).toEqual([]);

    appBecameReady();
    expect(handled).toEqual([{ form: 'Sign in', submitter: 'send' }]);
  });

  it('holds a form sent in a part that has not hydrated yet after the app is ready, until the part has', () => {
    appBecameReady();
    const { form, button } = addForm('Sign in');
    expect(send(form, button)).toBe(false);

    handleInApp(form);
    partHydrated();

    expect(handled).toEqual([{ form: 'Sign in', submitter: 'send' }]);
  });
});
