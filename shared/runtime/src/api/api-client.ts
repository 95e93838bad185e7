import type { ApiData, ApiRequest, ApiRoute } from '@sportif/contract';
import * as v from 'valibot';
import { authStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiError } from './api-error';
import { errorMessagesFor } from './error-catalogue';

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function hasData(body: unknown): body is { data: unknown } {
  return typeof body === 'object' && body !== null && 'data' in body;
}

/**
 * The one way to call the API (docs/requirements.md §7): a POST to the configured base plus the route, with the
 * stored token as a Bearer credential. Resolves with `data` parsed by `dataSchema`, so callers
 * run their success handling only when the response has data; everything else rejects with an
 * ApiError whose messages come from the error catalogue (docs/requirements.md §8). A 401 signs the user out.
 */
export async function apiPost<TRoute extends ApiRoute>(
  route: TRoute,
  body: ApiRequest<TRoute>,
  dataSchema: v.GenericSchema<unknown, ApiData<TRoute>>,
): Promise<ApiData<TRoute>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = authStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().apiBaseUrl}${route}`, {
      method: 'POST',
      headers,
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, errorMessagesFor(0, undefined));
  }

  const payload = await readJson(response);
  if (response.status === 401) authStore.getState().signOut();
  if (!response.ok) throw new ApiError(response.status, errorMessagesFor(response.status, payload));
  if (!hasData(payload)) throw new ApiError(response.status, []);

  const parsed = v.safeParse(dataSchema, payload.data);
  if (!parsed.success) throw new ApiError(response.status, []);
  return parsed.output;
}
