import { apiRoutes, type LoginRequest, loginResponseSchema } from '@sportif/contract';
import { apiPost } from '@sportif/runtime';

/** Asks the API for a token (docs/requirements.md §7: `Auth/Login`); rejects with the API's messages. */
export async function requestToken(credentials: LoginRequest): Promise<string> {
  const { token } = await apiPost(apiRoutes.authLogin, credentials, loginResponseSchema);
  return token;
}
