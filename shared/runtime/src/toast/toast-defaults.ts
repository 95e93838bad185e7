import type { ToastContainerProps } from 'react-toastify/unstyled';

/** Fade in, and out in 500 ms (docs/requirements.md §4, §9): class names of toast.css, for react-toastify's cssTransition. */
export const toastFadeClasses = {
  enter: 'sportif-toast-fade-in',
  exit: 'sportif-toast-fade-out',
  collapseDuration: 200,
};

/** Toast defaults of docs/requirements.md §3: bottom-right, 3000 ms, progress bar, close button, light theme. */
export const toastDefaults = {
  position: 'bottom-right',
  autoClose: 3000,
  hideProgressBar: false,
  closeButton: true,
  closeOnClick: true,
  theme: 'light',
} satisfies ToastContainerProps;
