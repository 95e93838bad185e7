import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastDefaults, toastFadeClasses } from './toast-defaults';
import { loadToastify, onToastifyRequested, toastifyRequested } from './toastify';
import './toast.css';

const ToastContainer = lazy(async () => {
  const { ToastContainer, cssTransition } = await loadToastify();
  const transition = cssTransition(toastFadeClasses);
  return { default: () => <ToastContainer {...toastDefaults} transition={transition} /> };
});

/**
 * The single toast container of the site; the shell renders it once and every app's toasts land
 * here. It stays empty (and react-toastify unloaded) until the first toast is asked for.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(onToastifyRequested, toastifyRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
