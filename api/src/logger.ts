/** Where the API reports what operators need to know; the server log by default. */
export interface ApiLogger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: ApiLogger = {
  info: (message) => console.log(`[api] ${message}`),
  error: (message, error) => console.error(`[api] ${message}`, ...(error === undefined ? [] : [error])),
};
