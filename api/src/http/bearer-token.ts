import type { FastifyRequest } from 'fastify';

const bearer = /^Bearer +([^\s]+) *$/i;

/** The token of `Authorization: Bearer <token>`, if the request carries one. */
export const bearerToken = (request: FastifyRequest): string | undefined =>
  bearer.exec(request.headers.authorization ?? '')?.[1];
