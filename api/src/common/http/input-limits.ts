/** The shape limits below, as a type (the JSON scanner's unit tests pass smaller ones). */
export interface InputLimits {
  readonly depth: number;
  readonly fieldsPerObject: number;
  readonly itemsPerList: number;
  readonly values: number;
  readonly queryParameters: number;
}

/**
 * Shape limits of what a request may carry, checked while the body or query string is parsed: far above what any
 * DTO takes (the largest, the questionnaire, has 15 fields and no lists), far below what makes class-transformer
 * and class-validator slow (they build one error per unknown key: 90,000 keys kept the event loop busy for seconds).
 */
export const INPUT_LIMITS: InputLimits = {
  /** Every DTO is at most two levels deep; class-transformer recurses per level (a stack overflow otherwise). */
  depth: 32,
  /** Properties of one object, and fields of a form body. */
  fieldsPerObject: 64,
  /** Items of one list (no DTO takes a list). */
  itemsPerList: 100,
  /** Properties and list items of the whole body together. */
  values: 1000,
  /** Parameters of a query string (the largest query DTO has 4). */
  queryParameters: 64,
};

export const BODY_TOO_DEEP = 'Request body is nested too deeply';
export const BODY_TOO_MANY_FIELDS = 'Request body has too many fields';
export const BODY_LIST_TOO_LONG = 'Request body has a list with too many items';
export const QUERY_TOO_MANY_PARAMETERS = 'Query string has too many parameters';

/** What Fastify and the exception filter turn into {statusCode: 400, error: text, message: text}. */
export function badRequest(text: string): Error & { statusCode: number } {
  return Object.assign(new Error(text), { statusCode: 400 });
}
