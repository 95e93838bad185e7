import type { ApiData, DataEnvelope } from '@sportif/contract';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../http/client-address.ts';
import type { LoginService } from './login-service.ts';

const tokenResponse = {
  200: {
    type: 'object',
    properties: { data: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] } },
    required: ['data'],
  },
} as const;

/** POST Auth/Login (docs/requirements.md §7): `{ emailOrUserName, password }` → `{ data: { token } }`. */
export function registerAuthRoutes(app: FastifyInstance, login: LoginService): void {
  app.post(
    '/Auth/Login',
    { schema: { response: tokenResponse } },
    async (request) =>
      ({
        data: await login.login(request.body, clientAddressKey(request.ip)),
      }) satisfies DataEnvelope<ApiData<'Auth/Login'>>,
  );
}
