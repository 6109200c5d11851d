import { ToastContainer } from 'react-toastify';

// One module for react-toastify and its container, so the browser loads it once (see toast.ts).
export { toast } from 'react-toastify';

/** Toasts close after a second unless they say otherwise. */
export const TOAST_AUTO_CLOSE_MS = 1000;

/** Where every toast shows: the top centre, newest first. */
export function Toasts() {
  return <ToastContainer position="top-center" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />;
}
