import type { MessageKey } from '../../../i18n';

/** The six landing-page questions (spec section 2, landing): catalogue keys of each question and its answer. */
export const FAQ_ITEMS: ReadonlyArray<{ question: MessageKey; answer: MessageKey }> = (
  ['purpose', 'rating', 'itu', 'who', 'data', 'use'] as const
).map((id) => ({ question: `faq.${id}.question`, answer: `faq.${id}.answer` }));
