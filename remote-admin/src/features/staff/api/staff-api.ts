import {
  apiRoutes,
  type ChangePasswordRequest,
  type CreateAccountRequest,
  changePasswordResponseSchema,
  type ResetPasswordRequest,
  type StaffAccount,
  staffAccountSchema,
  staffAccountsSchema,
  type UpdateAccountRequest,
} from '@sportif/contract';
import { apiPost } from '@sportif/runtime';

/** The calls of Kullanıcılar and Şifremi değiştir (issue 37); each rejects with the API's messages. */
export const staffApi = {
  list: (): Promise<StaffAccount[]> => apiPost(apiRoutes.staffQuery, undefined, staffAccountsSchema),
  create: (request: CreateAccountRequest): Promise<StaffAccount> =>
    apiPost(apiRoutes.staffCreate, request, staffAccountSchema),
  update: (request: UpdateAccountRequest): Promise<StaffAccount> =>
    apiPost(apiRoutes.staffUpdate, request, staffAccountSchema),
  resetPassword: (request: ResetPasswordRequest): Promise<StaffAccount> =>
    apiPost(apiRoutes.staffResetPassword, request, staffAccountSchema),
  /** Answers the fresh token of this session; the person's other sessions end. */
  changePassword: async (request: ChangePasswordRequest): Promise<string> =>
    (await apiPost(apiRoutes.authChangePassword, request, changePasswordResponseSchema)).token,
};
