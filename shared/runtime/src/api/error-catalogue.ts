import { ruleErrorsKey, unexpectedErrorKey } from '@sportif/contract';
import { sharedTexts } from '../texts';

function stringsAt(body: unknown, key: string): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const value = (body as Record<string, unknown>)[key];
  return Array.isArray(value) ? value.filter((line): line is string => typeof line === 'string') : [];
}

/**
 * What the visitor is told about a failed call (docs/requirements.md §8), as lines of one toast:
 * 0 unreachable, 403 every ErrorMessages line, 404 not found, 500 the first errorMessages entry,
 * 429 and 409 (a change someone else saved first, issue 37) their ErrorMessages; any other status
 * (401 included: it signs out instead) shows nothing.
 */
export function errorMessagesFor(status: number, body: unknown): string[] {
  switch (status) {
    case 0:
      return [sharedTexts.apiUnreachable];
    case 403:
    case 409:
    case 429:
      return stringsAt(body, ruleErrorsKey);
    case 404:
      return [sharedTexts.apiNotFound];
    case 500:
      return stringsAt(body, unexpectedErrorKey).slice(0, 1);
    default:
      return [];
  }
}
