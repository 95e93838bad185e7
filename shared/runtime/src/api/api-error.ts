/** The one error the API client throws: the HTTP status (0 when unreachable) and what to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** Lines for the visitor, from the error catalogue; empty when the catalogue shows nothing. */
    readonly messages: readonly string[],
  ) {
    super(messages.length > 0 ? messages.join('\n') : `API call failed with status ${status}`);
    this.name = 'ApiError';
  }
}
