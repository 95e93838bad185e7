/**
 * A request the API answers with an error the client's catalogue reads (docs/requirements.md §8): 403 for a
 * broken rule, 409 for a change someone else saved first (issue 37), 429 when throttled (with
 * Retry-After), 401 for a refused token; the body is
 * `{"ErrorMessages": [...]}`, one Turkish line per problem.
 */
export class ApiProblem extends Error {
  private constructor(
    readonly status: 401 | 403 | 409 | 429,
    readonly messages: readonly string[],
    readonly retryAfterSeconds?: number,
  ) {
    super(messages.join('\n'));
    this.name = 'ApiProblem';
  }

  static rule(...messages: string[]): ApiProblem {
    return new ApiProblem(403, messages);
  }

  /** A save refused because someone else changed the item since it was read (issue 37). */
  static conflict(message: string): ApiProblem {
    return new ApiProblem(409, [message]);
  }

  static throttled(message: string, retryAfterSeconds: number): ApiProblem {
    return new ApiProblem(429, [message], Math.max(1, Math.ceil(retryAfterSeconds)));
  }

  static unauthorized(message: string): ApiProblem {
    return new ApiProblem(401, [message]);
  }
}
