export { appRouteObjects } from './app-route-objects';
