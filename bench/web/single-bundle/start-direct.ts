import { fetchRuntimeConfig, setRuntimeConfig } from '../../../shared/runtime/src/config/runtime-config';

/** Benchmark only: the single bundle needs the API base from the runtime config, nothing else. */
export function startFederation(): void {
  fetchRuntimeConfig()
    .then(setRuntimeConfig)
    .catch((error: unknown) => console.error('Could not read the runtime config', error));
}
