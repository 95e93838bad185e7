import type { FastifyInstance } from 'fastify';
import { type Api, type ApiOptions, createApi, DataDirInUseError, SettingsError } from './index.ts';

/**
 * The API for a process that serves it (the API alone, or the whole site): settings that cannot
 * work (production without JWT_SECRET or ADMIN_PASSWORD) and a data folder another process holds
 * end the process with their message alone, not a stack trace.
 */
export async function createApiOrExit(options: ApiOptions = {}): Promise<Api> {
  try {
    return await createApi(options);
  } catch (error) {
    if (!(error instanceof SettingsError || error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Closes the server (and through its onClose hooks the API and its database) on SIGINT/SIGTERM. */
export function closeOnSignals(server: FastifyInstance): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}
