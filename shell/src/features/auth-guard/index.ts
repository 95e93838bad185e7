/** What other features may use of the guard: the element that lets only a signed-in user through. */
export { RequireAuth } from './require-auth';
