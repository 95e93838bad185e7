export { apiPost } from './api/api-client';
export { ApiError } from './api/api-error';
export { type ApiRoute, apiRoutes } from './api/api-routes';
export { errorMessagesFor } from './api/error-catalogue';
export { type AuthState, authStore, readStoredToken, tokenStorageKey, useAuth } from './auth/auth-store';
export { nowInSeconds, readToken, type SignedInUser } from './auth/read-token';
export { afterPageLoad, usePageLoaded } from './browser/after-page-load';
export {
  fetchRuntimeConfig,
  getRuntimeConfig,
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
export {
  loadFederatedModule,
  preloadFederatedModules,
  startFederationHost,
} from './federation/federation-host';
export { backoffDelay, loadWithRetry } from './federation/load-with-retry';
export { foldTurkish, includesQuery } from './text/includes-query';
export { sharedTexts } from './texts';
export { notifyApiError, notifyError, notifyInfo, notifySuccess } from './toast/notify';
export { ToastHost } from './toast/toast-host';
