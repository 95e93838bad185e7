import { expect } from 'vitest';
import type { TestApi } from './test-api.ts';

/** Each body sent to `route` is answered 403 with exactly its lines (docs/requirements.md §8's ErrorMessages). */
export async function expectRefused(
  api: TestApi,
  route: string,
  token: string,
  cases: readonly (readonly [body: unknown, lines: readonly string[]])[],
): Promise<void> {
  for (const [body, lines] of cases) {
    const response = await api.post(route, body, { token });
    expect(response.statusCode, `${route} ${JSON.stringify(body)}`).toBe(403);
    expect(response.json()).toEqual({ ErrorMessages: lines });
  }
}
