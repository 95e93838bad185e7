export { apiPost } from './api/api-client';
export { ApiError } from './api/api-error';
export { type ApiRoute, apiRoutes } from './api/api-routes';
export { errorMessagesFor } from './api/error-catalogue';
export { type AuthState, authStore, readStoredToken, tokenStorageKey, useAuth } from './auth/auth-store';
export { nowInSeconds, readToken, type SignedInUser } from './auth/read-token';
export {
  fetchRuntimeConfig,
  getRuntimeConfig,
  parseRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
  remoteNames,
  runtimeConfigUrl,
  setRuntimeConfig,
} from './config/runtime-config';
export { type FederatedOptions, federated } from './federation/federated';
export type {
  ClubId,
  ClubMediaProps,
  FederatedModuleId,
  FederatedModules,
  PolicyTopic,
} from './federation/federated-modules';
export { loadFederatedModule, startFederationHost } from './federation/federation-host';
export { backoffDelay, loadWithRetry } from './federation/load-with-retry';
export {
  type ContactFormValues,
  contactFormSchema,
  contactLimits,
  contactMessages,
  type SendMailRequest,
  sendMailRequestSchema,
  toSendMailRequest,
} from './schemas/contact-schema';
export {
  createExampleRequestSchema,
  type DeleteExampleRequest,
  deleteExampleRequestSchema,
  type Example,
  type ExampleFormValues,
  exampleFormSchema,
  exampleLimits,
  exampleSchema,
  type UpdateExampleRequest,
  updateExampleRequestSchema,
} from './schemas/example-schema';
export {
  type LoginRequest,
  type LoginResponse,
  loginRequestSchema,
  loginResponseSchema,
} from './schemas/login-schema';
export { foldTurkish, includesQuery } from './text/includes-query';
export { sharedTexts } from './texts';
export { notifyApiError, notifyError, notifyInfo, notifySuccess } from './toast/notify';
export { toastDefaults } from './toast/toast-defaults';
export { ToastHost } from './toast/toast-host';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/confirm-dialog/confirm-dialog';
export { ModalDialog, type ModalDialogProps } from './ui/confirm-dialog/modal-dialog';
export { Select, type SelectProps } from './ui/select/select';
export { filterOptions, type SelectOption, selectLimits } from './ui/select/select-options';
