import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { exposedModules } from 'virtual-exposed-modules';
import type { FederatedOptions } from '../../../shared/runtime/src/federation/federated';
import type {
  FederatedModuleId,
  FederatedModules,
} from '../../../shared/runtime/src/federation/federated-modules';

/**
 * Benchmark only: `federated()` for the single-bundle build. The same module ids load the same
 * source files, but as ordinary lazy chunks of one bundle: no federation runtime, no remote entry.
 */
export function federated<K extends FederatedModuleId>(
  id: K,
  options: FederatedOptions = {},
): ComponentType<ComponentProps<FederatedModules[K]>> {
  const load = exposedModules[id as string];
  if (!load) throw new Error(`No remote exposes ${id}`);
  const Lazy = lazy(load as () => Promise<{ default: ComponentType<object> }>);
  return function Direct(props: ComponentProps<FederatedModules[K]>) {
    return (
      // Busy while it loads, as federated()'s placeholder: the page-weight measure waits for it.
      <Suspense fallback={<div style={{ minHeight: options.minHeight }} aria-busy="true" />}>
        <Lazy {...(props as object)} />
      </Suspense>
    );
  };
}
