import { submissionsHeldUntilReady } from '@/components/app/submissionsHeldUntilReady';

/**
 * Runs the inline script of the page's head as the browser does. The answer removes the listeners it
 * added, so that each test has a script of its own.
 */
export function runSubmissionsScript(): () => void {
  const added: [EventTarget, string, EventListenerOrEventListenerObject][] = [];
  const spies = [window, document].map((target) => {
    const listen = target.addEventListener.bind(target);
    return jest
      .spyOn(target, 'addEventListener')
      .mockImplementation((type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
        if (!listener) return;
        added.push([target, type, listener]);
        listen(type, listener, options);
      });
  });
  new Function(submissionsHeldUntilReady())();
  for (const spy of spies) spy.mockRestore();
  return () => {
    for (const [target, type, listener] of added) target.removeEventListener(type, listener);
  };
}
