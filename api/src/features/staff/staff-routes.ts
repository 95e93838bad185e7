import {
  type ApiData,
  accountMessages,
  changePasswordRequestSchema,
  createAccountRequestSchema,
  type DataEnvelope,
  resetPasswordRequestSchema,
  updateAccountRequestSchema,
} from '@sportif/contract';
import type { FastifyInstance } from 'fastify';
import { ApiProblem } from '../../http/api-problem.ts';
import { validateBody } from '../../http/validate-body.ts';
import { apiTexts } from '../../texts.ts';
import { type HashQueue, hashPassword, signedInStaff, signJwt, verifyPassword } from '../auth/index.ts';
import type { StaffAccounts } from './staff-accounts.ts';

export interface StaffRoutesDeps {
  accounts: StaffAccounts;
  /** Password hashes wait in the sign-in's queue: scrypt is costly, and a few run at once. */
  hashQueue: HashQueue;
  jwtSecret: string;
  jwtTtlSeconds: number;
  nowSeconds: () => number;
}

/**
 * Kullanıcılar for a Yönetici (issue 37; apiAccess lets no one else in): Staff/Query lists the
 * accounts, Staff/Create adds one, Staff/Update sets its role and disabled mark, Staff/ResetPassword
 * gives it a new password. And Şifremi değiştir for every staff member: Auth/ChangePassword
 * answers a fresh token for the session that changed it; the person's other sessions end.
 */
export function registerStaffRoutes(app: FastifyInstance, deps: StaffRoutesDeps): void {
  const { accounts } = deps;
  // Signed-in staff: their hashes wait in the clean line, ahead of any address that failed to sign in.
  const hash = (password: string) => deps.hashQueue.enter('clean').run(() => hashPassword(password));

  app.post(
    '/Staff/Query',
    async () => ({ data: await accounts.list() }) satisfies DataEnvelope<ApiData<'Staff/Query'>>,
  );

  app.post('/Staff/Create', async (request) => {
    const body = validateBody(createAccountRequestSchema, request.body);
    const account = await accounts.create(body, await hash(body.password), signedInStaff(request));
    return { data: account } satisfies DataEnvelope<ApiData<'Staff/Create'>>;
  });

  app.post('/Staff/Update', async (request) => {
    const body = validateBody(updateAccountRequestSchema, request.body);
    return { data: await accounts.update(body, signedInStaff(request)) } satisfies DataEnvelope<
      ApiData<'Staff/Update'>
    >;
  });

  app.post('/Staff/ResetPassword', async (request) => {
    const body = validateBody(resetPasswordRequestSchema, request.body);
    const account = await accounts.resetPassword(body, await hash(body.password), signedInStaff(request));
    return { data: account } satisfies DataEnvelope<ApiData<'Staff/ResetPassword'>>;
  });

  app.post('/Auth/ChangePassword', async (request) => {
    const body = validateBody(changePasswordRequestSchema, request.body);
    if (body.newPassword !== body.newPasswordAgain) throw ApiProblem.rule(accountMessages.passwordsDiffer);
    const staff = signedInStaff(request);
    const record = await accounts.signInRecord(staff.id);
    if (!record) throw ApiProblem.unauthorized(apiTexts.unauthorized);
    const matches = await deps.hashQueue
      .enter('clean')
      .run(() => verifyPassword(body.currentPassword, record.passwordHash));
    if (!matches) throw ApiProblem.rule(apiTexts.currentPasswordWrong);
    const claims = await accounts.changeOwnPassword(staff.id, await hash(body.newPassword));
    if (!claims) throw ApiProblem.unauthorized(apiTexts.unauthorized);
    const token = signJwt(claims, deps.jwtSecret, deps.nowSeconds(), deps.jwtTtlSeconds);
    return { data: { token } } satisfies DataEnvelope<ApiData<'Auth/ChangePassword'>>;
  });
}
