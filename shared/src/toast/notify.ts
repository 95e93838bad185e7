import { toast } from 'react-toastify';
import { ApiError } from '../api/api-error';
import { sharedTexts } from '../texts';

export function notifySuccess(message: string = sharedTexts.genericSuccess): void {
  toast.success(message);
}

export function notifyInfo(message: string): void {
  toast.info(message);
}

export function notifyError(message: string): void {
  toast.error(message);
}

/** Shows what the error catalogue says about a failed call; statuses it keeps quiet about show nothing. */
export function notifyApiError(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.messages.length > 0) toast.error(error.messages.join('\n'));
    return;
  }
  console.error(error);
}
