/** Where the API reports what operators need to know; the server log by default. */
export interface ApiLogger {
  info(message: string): void;
  /** Something an operator should change (the default staff password in use). */
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * An error as the log may show it: name, message, code and stack, and nothing else. Database
 * drivers attach the statement, its parameters and details to their errors (a visitor's name,
 * e-mail, phone and message); printing the whole object would copy them into the log.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : `(a thrown ${typeof error})`;
  const code = (error as { code?: unknown }).code;
  const head = `${error.name}: ${error.message}${typeof code === 'string' ? ` (code ${code})` : ''}`;
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  return [head, ...frames].join('\n');
}

export const consoleLogger: ApiLogger = {
  info: (message) => console.log(`[api] ${message}`),
  warn: (message) => console.warn(`[api] ${message}`),
  error: (message, error) =>
    console.error(error === undefined ? `[api] ${message}` : `[api] ${message} ${describeError(error)}`),
};
