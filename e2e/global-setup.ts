import { buildVariants } from './fixtures/variant-builds.ts';

/**
 * Before any test: the remote variants the tests serve (e2e/fixtures/remote-variants.ts), built
 * once for the current sources and kept for the next run. A test never builds.
 */
export default async function globalSetup(): Promise<void> {
  const built = await buildVariants();
  if (built.length > 0) console.log(`Built the remote variants ${built.join(', ')}`);
}
