export { apiPost } from './api/api-client';
export { ApiError } from './api/api-error';
export { authStore, storedTokenValid, useAuth } from './auth/auth-store';
export { afterPageLoad, usePageLoaded } from './browser/after-page-load';
export { useReducedMotion } from './browser/use-reduced-motion';
export {
  fetchRuntimeConfig,
  parseRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
} from './config/runtime-config';
export {
  browserContentSource,
  contentInPage,
  recordingContentSource,
} from './content/content-sources';
export {
  DeferredContent,
  SiteContentProvider,
  type SiteContentSource,
  type StructuredData,
  useSiteContent,
  useStructuredData,
} from './content/site-content';
export { AreaFallback } from './federation/area-fallback';
export {
  type FederatedOptions,
  federated,
  federatedRoute,
  isRenderedByAnotherBuild,
  type RouteProps,
} from './federation/federated';
export type {
  ClubId,
  ClubMediaProps,
  FederatedModuleId,
  FederatedModules,
  PolicyTopic,
} from './federation/federated-modules';
export {
  type EntryLoader,
  preloadFederatedModules,
  startedRuntimeConfig,
  startFederationHost,
} from './federation/federation-host';
export { loadWithRetry } from './federation/load-with-retry';
export type { EntryToLoad } from './federation/remote-entry-loader';
export { notifyApiError, notifyError, notifyInfo, notifySuccess } from './toast/notify';
export { ToastHost } from './toast/toast-host';
