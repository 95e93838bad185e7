import type { toast } from 'react-toastify/unstyled';
import { ApiError } from '../api/api-error';
import { sharedTexts } from '../texts';
import { loadToastify } from './toastify';

function show(display: (api: typeof toast) => void): void {
  loadToastify()
    .then(({ toast }) => display(toast))
    .catch((error: unknown) => console.error('Toasts could not be loaded', error));
}

export function notifySuccess(message: string = sharedTexts.genericSuccess): void {
  show((toast) => toast.success(message));
}

export function notifyInfo(message: string): void {
  show((toast) => toast.info(message));
}

export function notifyError(message: string): void {
  show((toast) => toast.error(message));
}

/** Shows what the error catalogue says about a failed call; statuses it keeps quiet about show nothing. */
export function notifyApiError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.messages.length > 0) notifyError(error.messages.join('\n'));
    return;
  }
  console.error(error);
}
