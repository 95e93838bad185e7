/**
 * The API contract without any browser code (`@sportif/shared/contract`): routes and the valibot
 * schemas shared by the forms and the API. The reference API imports it; in the browser it is a
 * share key of its own, loaded with the first form, not with every page.
 */
export { type ApiRoute, apiRoutes } from './api/api-routes';
export * from './schemas/contact-schema';
export * from './schemas/example-schema';
export * from './schemas/login-schema';
