/**
 * Pages as data: what a remote declares (`src/routes.ts` → `routes.json`), how the build checks
 * it, and the route table the shell and the site server compose from every remote's declarations.
 */
export * from './page-routes';
export * from './route-table';
