/**
 * The API contract without any browser code (`@sportif/shared/contract`): routes and the valibot
 * schemas shared by the forms and the API. The reference API imports it; in the browser it is
 * bundled by each remote that imports it (not a share key), so it comes with the first form.
 */
export { type ApiRoute, apiRoutes } from './api/api-routes';
export * from './schemas/contact-message-schema';
export * from './schemas/contact-schema';
export * from './schemas/example-query-schema';
export * from './schemas/example-schema';
export * from './schemas/login-schema';
export * from './schemas/page-request';
