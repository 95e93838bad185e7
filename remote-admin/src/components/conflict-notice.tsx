import { ApiError } from '@sportif/runtime';
import { adminTexts } from '../texts';
import screen from './screen.module.css';

/** The API's line when a save was refused because someone else changed the item first (409), else null. */
export const conflictOf = (error: unknown): string | null =>
  error instanceof ApiError && error.status === 409 ? error.messages.join(' ') : null;

/**
 * Says who changed the item first and when (the API's 409 line), and offers to load it again:
 * nothing was overwritten, and the person decides what to do with the fresh state.
 */
export function ConflictNotice({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div role="alert" className={screen.notice}>
      <p>{message}</p>
      <button type="button" className={screen.button} onClick={onReload}>
        {adminTexts.conflict.reload}
      </button>
    </div>
  );
}
