import { Accordion } from 'react-bootstrap';
import type { StudyFaqEntry } from '@vvq/contracts';
import { useT } from '../../../i18n';
import { FAQ_ITEMS } from './faq-items';

/**
 * The landing page's FAQ: the lab's own entries as written (plain text, in whatever language the lab wrote them), or,
 * without any, the spec's six questions in the participant's language. `ratingAnswer` replaces the spec's answer on
 * rating where it does not fit the study (another number of videos, or pairs compared), already worded.
 */
export function FaqAccordion({
  entries,
  ratingAnswer,
}: {
  entries: readonly StudyFaqEntry[] | null;
  ratingAnswer: string | null;
}) {
  const t = useT();
  const items =
    entries ??
    FAQ_ITEMS.map((item) => ({
      question: t(item.question),
      answer: ratingAnswer !== null && item.answer === 'faq.rating.answer' ? ratingAnswer : t(item.answer),
    }));
  return (
    <section className="py-5" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-center mb-4">
        {t('faq.title')}
      </h2>
      <Accordion>
        {items.map((item, index) => (
          <Accordion.Item eventKey={String(index)} key={index}>
            <Accordion.Header>{item.question}</Accordion.Header>
            <Accordion.Body>{item.answer}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
