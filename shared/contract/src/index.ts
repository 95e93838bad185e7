/**
 * The API contract (`@sportif/contract`), with no browser or federation code: the routes, each
 * call's body and answer, the envelopes the answers come in, and the valibot schemas the forms and
 * the API both check. The reference API imports it; in the browser it is bundled by each app that
 * imports it (not a share key), so the schemas come with the first form that needs them.
 */

export { type ApiAccess, apiAccess, mayCall } from './api-access';
export type { ApiCalls, ApiData, ApiRequest } from './api-calls';
export { type ApiRoute, apiRoutes } from './api-routes';
export * from './envelopes';
export * from './schemas/contact-message-schema';
export * from './schemas/contact-schema';
export * from './schemas/example-query-schema';
export * from './schemas/example-schema';
export * from './schemas/login-schema';
export * from './schemas/page-request';
export { isPhoneNumber, phoneDigits } from './schemas/phone-number';
export * from './staff/account-schema';
export * from './staff/audit-schema';
export * from './staff/staff-roles';
