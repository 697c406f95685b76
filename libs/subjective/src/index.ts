/**
 * @vvq/subjective — the analysis of subjective quality ratings, pure and typed: no Nest, no database, no I/O beyond
 * what a caller hands in. The API's analysis module is a thin adapter over it; a lab can use it on its own data from
 * Node (see README.md).
 */
export * from './analyse-scores.js';
export * from './analysis-page.js';
export * from './bradley-terry.js';
export * from './bt500-screening.js';
export * from './chi-square.js';
export * from './method-csv-parser.js';
export * from './condition-table.js';
export * from './descriptive-stats.js';
export * from './dmos.js';
export * from './dense-linear.js';
export * from './normal-distribution.js';
export * from './observer-bias.js';
export * from './pair-comparison.js';
export * from './pair-comparison-data.js';
export * from './pair-observer-screening.js';
export * from './model-fitters.js';
export * from './model-input-error.js';
export * from './normal-interval.js';
export * from './ordinal-data.js';
export * from './ordinal-likelihood.js';
export * from './ordinal-model.js';
export * from './pairwise-sum.js';
export * from './presentation-units.js';
export * from './python-literal.js';
export * from './score-csv-parser.js';
export * from './subjective-model.js';
export * from './sureal-dataset.js';
export * from './sureal-pc-dataset.js';
export * from './sureal-mle.js';
export * from './thurstone.js';
export * from './simulation/simulate-study.js';
export * from './allocation/precision.js';
export * from './simulation/simulate-allocation.js';
