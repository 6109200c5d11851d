import { useEffect, useState, type ComponentType } from 'react';
import { loadToaster, toastsWanted } from '@/components/common/toast';

// Late enough not to compete with the page's own scripts, early enough for a shopper's first action.
const PRELOAD_AFTER_MS = 3000;

/**
 * The toast container, loaded when the first toast is asked for or a few seconds after the page is
 * up (toasts raised through react-toastify directly wait in its queue until then).
 */
export function LazyToasts() {
  const [Container, setContainer] = useState<ComponentType | null>(null);

  useEffect(() => {
    let mounted = true;
    void toastsWanted()
      .then(() => import('@/components/common/Toasts'))
      .then((module) => {
        if (mounted) setContainer(() => module.Toasts);
      });
    const preload = window.setTimeout(() => void loadToaster(), PRELOAD_AFTER_MS);
    return () => {
      mounted = false;
      window.clearTimeout(preload);
    };
  }, []);

  return Container ? <Container /> : null;
}
