import { cssTransition, type ToastContainerProps } from 'react-toastify';

/** Fades in, and out in 500 ms (spec §4, §9); the class names live in toast.css. */
export const toastFade = cssTransition({
  enter: 'sportif-toast-fade-in',
  exit: 'sportif-toast-fade-out',
  collapseDuration: 200,
});

/** Toast defaults of spec §3: bottom-right, 3000 ms, progress bar, close button, light theme. */
export const toastDefaults = {
  position: 'bottom-right',
  autoClose: 3000,
  hideProgressBar: false,
  closeButton: true,
  closeOnClick: true,
  theme: 'light',
  transition: toastFade,
} satisfies ToastContainerProps;
