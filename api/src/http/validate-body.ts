import * as v from 'valibot';
import { ApiProblem } from './api-problem.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * valibot reports a missing key with the message of the whole object ("İstek gövdesi
 * geçersiz."); giving every field of the schema a value (undefined when absent) lets each field
 * report its own rule instead ("Alan 2 zorunludur."). Only own properties are read.
 */
function withEveryField(schema: v.GenericSchema, body: unknown): unknown {
  if (!('entries' in schema) || !isPlainObject(schema.entries) || !isPlainObject(body)) return body;
  return Object.fromEntries(
    Object.keys(schema.entries).map((key) => [key, Object.hasOwn(body, key) ? body[key] : undefined]),
  );
}

/**
 * The body parsed by the same valibot schema the form uses (unknown fields are dropped), or an
 * ApiProblem (403) with one line per problem: the first broken rule of each field, no repeats.
 */
export function validateBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, withEveryField(schema, body), { abortPipeEarly: true });
  if (result.success) return result.output;
  throw ApiProblem.rule(...new Set(result.issues.map((issue) => issue.message)));
}
