/**
 * The bodies every API answer comes in (docs/requirements.md §7 and §8). The server writes them and
 * the client reads them from these names, so the two cannot drift apart.
 */

/** A success: `200 {"data": ...}`. */
export interface DataEnvelope<TData> {
  data: TData;
}

/** The key of the lines a refusal carries (401, 403, 429): one Turkish line per problem. */
export const ruleErrorsKey = 'ErrorMessages';

/** The key of the fixed line an unexpected failure carries (500); the details stay in the server log. */
export const unexpectedErrorKey = 'errorMessages';

/** A refusal: a broken rule, a body that is not valid, a refused token, throttling. */
export type RuleErrorsBody = { [ruleErrorsKey]: readonly string[] };

/** Anything unexpected. */
export type UnexpectedErrorBody = { [unexpectedErrorKey]: readonly string[] };
