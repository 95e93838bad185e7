/**
 * The API contract without any browser code: routes and the valibot schemas shared by the forms
 * and the API. The reference API imports this entry point (`@sportif/shared/contract`).
 */
export { type ApiRoute, apiRoutes } from './api/api-routes';
export * from './schemas/contact-schema';
export * from './schemas/example-schema';
export * from './schemas/login-schema';
