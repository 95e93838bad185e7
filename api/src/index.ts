import type { FastifyPluginAsync } from 'fastify';

export interface Api {
  /** Registers every route of the API; the site server mounts it under /api. */
  plugin: FastifyPluginAsync;
  /** Stops background work (mail worker) and closes the database. */
  close: () => Promise<void>;
}

/** The reference API (issue 3 builds it); until then it answers nothing but 404. */
export async function createApi(): Promise<Api> {
  return { plugin: async () => {}, close: async () => {} };
}
