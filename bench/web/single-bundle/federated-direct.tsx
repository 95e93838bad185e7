import type { FederatedModuleId, FederatedModules, FederatedOptions, RouteProps } from '@sportif/runtime';
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { exposedModules } from 'virtual-exposed-modules';

/**
 * Benchmark only: `federated()` for the single-bundle build. The same module ids load the same
 * source files, but as ordinary lazy chunks of one bundle: no federation runtime, no remote entry.
 */
export function federated<K extends FederatedModuleId>(
  id: K,
  options: FederatedOptions = {},
): ComponentType<ComponentProps<FederatedModules[K]>> {
  return federatedRoute(id, options) as ComponentType<ComponentProps<FederatedModules[K]>>;
}

/** `federatedRoute()` for the single bundle: a page or layout a remote declares, by its id. */
export function federatedRoute(id: string, options: FederatedOptions = {}): ComponentType<RouteProps> {
  const load = exposedModules[id];
  if (!load) throw new Error(`No remote exposes ${id}`);
  const Lazy = lazy(load as () => Promise<{ default: ComponentType<object> }>);
  return function Direct(props: RouteProps) {
    return (
      // Busy while it loads, as federated()'s placeholder: the page-weight measure waits for it.
      <Suspense fallback={<div style={{ minHeight: options.minHeight }} aria-busy="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** The single bundle is never rendered by the server: no area is ever taken over from another build. */
export const isRenderedByAnotherBuild = (_error: unknown): boolean => false;
