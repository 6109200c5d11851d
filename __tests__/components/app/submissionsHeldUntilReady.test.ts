import { SHOP_READY_EVENT, submissionsHeldUntilReady } from '@/components/app/submissionsHeldUntilReady';

/** What reached the app's own submit handlers (listening on the form, as React's root does below window). */
let handled: { form: string; submitter: string | null }[];

function runInlineScript(): void {
  new Function(submissionsHeldUntilReady())();
}

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

beforeEach(() => {
  handled = [];
  document.body.innerHTML = '';
  runInlineScript();
});
// Each test's script stops listening; a form still held has left the page by then and is not sent.
afterEach(() => {
  document.body.innerHTML = '';
  appBecameReady();
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

  it('holds nothing once the app is ready', () => {
    appBecameReady();
    const { form, button } = addForm('Sign in');
    expect(send(form, button)).toBe(true);
  });
});
