import { useMemo, useSyncExternalStore } from 'react';
import { toastDefaults, toastFadeClasses } from './toast-defaults';
import { loadedToastify, onToastifyLoaded } from './toastify';

/**
 * The single toast container of the site; the shell renders it once and every app's toasts land
 * here. It stays empty (and react-toastify unloaded) until the first toast has loaded it; if that
 * load fails, it stays empty and the rest of the page is unaffected.
 */
export function ToastHost() {
  const toastify = useSyncExternalStore(onToastifyLoaded, loadedToastify, () => undefined);
  const transition = useMemo(() => toastify?.cssTransition(toastFadeClasses), [toastify]);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer {...toastDefaults} transition={transition} />;
}
