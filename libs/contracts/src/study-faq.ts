/**
 * The study's own FAQ (study setting `faq`): a list of question/answer entries in plain text, shown on the landing
 * page instead of the spec's six questions. null means the spec's FAQ, which the participant's language catalogue
 * words; a lab's own entries are shown as written. One rule, used by the API (which enforces it) and the admin form
 * (which explains it early).
 */
import { codePointLength } from './text-length.js';

export interface StudyFaqEntry {
  question: string;
  answer: string;
}

export const STUDY_FAQ_MAX_ENTRIES = 20;
export const STUDY_FAQ_QUESTION_MAX_LENGTH = 300;
export const STUDY_FAQ_ANSWER_MAX_LENGTH = 2000;
/**
 * All questions and answers together. The setting is stored as JSON in a TEXT column (65,535 bytes on MariaDB), and
 * also in the history's: 15,000 characters of at most 4 bytes each, with the JSON around them, stay below it.
 */
export const STUDY_FAQ_TOTAL_MAX_LENGTH = 15000;

// One line of printable text: no control characters (a line break or a tab would be lost in the accordion anyway),
// and no unpaired surrogate (no character at all; JSON would store it as a 6-byte escape).
// eslint-disable-next-line no-control-regex -- the control characters are what the pattern refuses
const CONTROL = /[\u0000-\u001f\u007f\ud800-\udfff]/u;

/** The rule in words, for the API's refusal and the docs. */
export const STUDY_FAQ_RULE =
  `a list of 1 to ${STUDY_FAQ_MAX_ENTRIES} entries { "question", "answer" }: a question of 1 to ` +
  `${STUDY_FAQ_QUESTION_MAX_LENGTH} and an answer of 1 to ${STUDY_FAQ_ANSWER_MAX_LENGTH} characters, each plain text ` +
  `on one line, at most ${STUDY_FAQ_TOTAL_MAX_LENGTH} characters in all, or null`;

function textProblem(text: unknown, what: string, max: number): string | null {
  if (typeof text !== 'string') return `${what} must be text`;
  if (text.trim() === '') return `${what} is empty`;
  if (codePointLength(text) > max) return `${what} is longer than ${max} characters`;
  if (CONTROL.test(text)) return `${what} must be one line without control characters`;
  return null;
}

/**
 * Why `value` is not a valid FAQ (entries counted from 1), or null when it is one. null itself is not checked here:
 * it is the setting's "the spec's FAQ".
 */
export function studyFaqProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be a list of { "question", "answer" } entries';
  if (value.length === 0) return 'must hold at least one entry (null for the spec’s FAQ)';
  if (value.length > STUDY_FAQ_MAX_ENTRIES) return `must hold at most ${STUDY_FAQ_MAX_ENTRIES} entries`;
  let total = 0;
  for (const [index, entry] of value.entries()) {
    const at = `entry ${index + 1}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      return `${at} must be an object { "question", "answer" }`;
    const extra = Object.keys(entry).filter((k) => k !== 'question' && k !== 'answer');
    if (extra.length > 0) return `${at} has unknown fields: ${extra.join(', ')}`;
    const { question, answer } = entry as Record<string, unknown>;
    const problem =
      textProblem(question, `${at}: the question`, STUDY_FAQ_QUESTION_MAX_LENGTH) ??
      textProblem(answer, `${at}: the answer`, STUDY_FAQ_ANSWER_MAX_LENGTH);
    if (problem) return problem;
    total += codePointLength(question as string) + codePointLength(answer as string);
  }
  if (total > STUDY_FAQ_TOTAL_MAX_LENGTH)
    return `must be at most ${STUDY_FAQ_TOTAL_MAX_LENGTH} characters in all (questions and answers: ${total})`;
  return null;
}
