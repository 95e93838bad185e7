import {
  type RuleErrorsBody,
  ruleErrorsKey,
  type UnexpectedErrorBody,
  unexpectedErrorKey,
} from '@sportif/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiLogger } from '../logger.ts';
import { apiTexts } from '../texts.ts';
import { ApiProblem } from './api-problem.ts';

/** Large enough for the longest contact message in UTF-8, small enough to keep floods cheap. */
const bodyLimitBytes = 64 * 1024;

const sendProblem = (reply: FastifyReply, status: number, messages: readonly string[]) =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ [ruleErrorsKey]: messages } satisfies RuleErrorsBody);

const loneSurrogate = /\p{Cs}/u;

/**
 * Text PostgreSQL cannot store is refused before it reaches SQL: U+0000, and a lone UTF-16
 * surrogate (`\udc79` without its pair), which has no UTF-8 form. A pair is one character.
 */
function refuseUnstorableText(_key: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.includes('\0')) throw ApiProblem.rule(apiTexts.bodyHasNul);
  if (loneSurrogate.test(value)) throw ApiProblem.rule(apiTexts.bodyHasLoneSurrogate);
  return value;
}

/** Fastify's own errors about a request it could not read, as the line the visitor sees. */
function requestErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return apiTexts.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return apiTexts.bodyNotJsonType;
    default:
      return apiTexts.badRequest;
  }
}

/**
 * The error shapes of docs/requirements.md §8 and the body rules of the API, for the routes of `app` only (the
 * API is an encapsulated plugin, so the site around it keeps its own parsers and handlers):
 * - JSON bodies only; an empty body is no body; anything else that is not JSON is a 403;
 * - ApiProblem → 401, 403 or 429 with `{"ErrorMessages": [...]}` (and Retry-After for 429);
 * - a request Fastify could not read → 403, never 500;
 * - anything unexpected → 500 with `{"errorMessages": [...]}`: a fixed line, the details go to
 *   the log only (no stack trace or SQL in the response);
 * - an unknown route → 404 in JSON, whatever the method (the site's files answer GET elsewhere);
 *   another method than POST on a route → 405 in JSON with `Allow: POST`;
 * - responses are never cached (they may carry tokens or private data).
 */
export function applyApiConventions(app: FastifyInstance, logger: ApiLogger): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: bodyLimitBytes },
    (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text, refuseUnstorableText);
      } catch (error) {
        return done(error instanceof ApiProblem ? error : ApiProblem.rule(apiTexts.bodyNotJson));
      }
      done(null, parsed);
    },
  );
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: bodyLimitBytes }, (_request, body, done) => {
    if (String(body) === '') return done(null, undefined);
    done(ApiProblem.rule(apiTexts.bodyNotJsonType));
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiProblem) {
      if (error.status === 429) reply.header('Retry-After', String(error.retryAfterSeconds));
      if (error.status === 401) reply.header('WWW-Authenticate', 'Bearer');
      return sendProblem(reply, error.status, error.messages);
    }
    const fastifyError = error as FastifyError;
    if (
      typeof fastifyError.statusCode === 'number' &&
      fastifyError.statusCode >= 400 &&
      fastifyError.statusCode < 500
    ) {
      return sendProblem(reply, 403, [requestErrorMessage(fastifyError)]);
    }
    // The path without its query: nothing a visitor typed goes to the log.
    logger.error(`${request.method} ${request.url.split('?')[0]} failed`, error);
    return reply
      .code(500)
      .type('application/json; charset=utf-8')
      .send({ [unexpectedErrorKey]: [apiTexts.unexpected] } satisfies UnexpectedErrorBody);
  });

  app.setNotFoundHandler((_request, reply) => sendProblem(reply, 404, [apiTexts.notFound]));

  // Every route is a POST. Any other method is answered here, under the API's prefix, before the
  // site's routes (its static files answer GET on every path) can answer with their own page.
  const otherMethods = app.supportedMethods.filter((method) => method !== 'POST');
  const wrongMethod = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!app.hasRoute({ method: 'POST', url: path })) return sendProblem(reply, 404, [apiTexts.notFound]);
    return sendProblem(reply.header('Allow', 'POST'), 405, [apiTexts.onlyPost]);
  };
  app.route({ method: otherMethods, url: '/', handler: wrongMethod });
  app.route({ method: otherMethods, url: '/*', handler: wrongMethod });

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('Cache-Control', 'no-store').header('X-Content-Type-Options', 'nosniff');
    done(null, payload);
  });
}
