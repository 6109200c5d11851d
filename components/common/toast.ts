import type { toast as reactToast, ToastContent, ToastOptions } from 'react-toastify';

type Toaster = typeof reactToast;
type Show = (content: ToastContent, options?: ToastOptions) => void;

let toaster: Promise<Toaster> | null = null;
let markWanted: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => {
  markWanted = resolve;
});

/**
 * react-toastify (with the styles its container injects) loads when the first toast is asked for or
 * when the app shell finds the browser idle: no page needs it for its first paint.
 */
export function loadToaster(): Promise<Toaster> {
  markWanted();
  toaster ??= import('./Toasts').then((module) => module.toast);
  return toaster;
}

/** Settles once the first toast is asked for (or the toasts are preloaded): the container mounts then. */
export function toastsWanted(): Promise<void> {
  return wanted;
}

function show(pick: (loaded: Toaster) => Show): Show {
  return (content, options) => void loadToaster().then((loaded) => pick(loaded)(content, options));
}

/** react-toastify's `toast` with the same calls; toasts asked for before the container mounts wait for it. */
export const toast = Object.assign(
  show((loaded) => loaded),
  {
    success: show((loaded) => loaded.success),
    error: show((loaded) => loaded.error),
    info: show((loaded) => loaded.info),
    warning: show((loaded) => loaded.warning),
  },
);
