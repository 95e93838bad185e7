type Toastify = typeof import('./toastify-module');

let loading: Promise<Toastify> | undefined;
let loaded: Toastify | undefined;
const listeners = new Set<() => void>();

/**
 * react-toastify arrives with the first toast, not with the page: most visits never show one,
 * and its code is then not in the way of the first paint. The shell's ToastHost
 * mounts the one container as soon as it has arrived. A failed load is forgotten, so the next
 * toast tries again; the page goes on without toasts meanwhile.
 */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('./toastify-module').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** react-toastify once it has arrived, else undefined. */
export const loadedToastify = (): Toastify | undefined => loaded;

export function onToastifyLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
