/**
 * Data a subjective model cannot take as it is (scores that are not categories, a design sureal's solvers cannot
 * handle): the caller's to fix, so the API answers 400 with the message, never 500.
 */
export class ModelInputError extends Error {}
