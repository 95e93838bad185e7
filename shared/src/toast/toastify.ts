type Toastify = typeof import('./toastify-module');

let loading: Promise<Toastify> | undefined;
const listeners = new Set<() => void>();

/**
 * react-toastify arrives with the first toast, not with the page: most visits never show one,
 * and its 10 KB (gzipped) are then not in the way of the first paint. The shell's ToastHost
 * mounts the one container as soon as a toast is asked for.
 */
export function loadToastify(): Promise<Toastify> {
  if (!loading) {
    loading = import('./toastify-module').catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    for (const listener of listeners) listener();
  }
  return loading;
}

export const toastifyRequested = (): boolean => loading !== undefined;

export function onToastifyRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
