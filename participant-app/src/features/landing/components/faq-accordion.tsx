import { Accordion } from 'react-bootstrap';
import type { StudyFaqEntry } from '@vvq/contracts';
import { useT } from '../../../i18n';
import { FAQ_ITEMS } from './faq-items';

/**
 * The landing page's FAQ: the lab's own entries as written (plain text, in whatever language the lab wrote them), or,
 * without any, the spec's six questions in the participant's language. `videos` names the study's own number of
 * videos ("six videos") where it is not the spec's four, for the answer that says how many are rated.
 */
export function FaqAccordion({
  entries,
  videos,
}: {
  entries: readonly StudyFaqEntry[] | null;
  videos: string | null;
}) {
  const t = useT();
  const items =
    entries ??
    FAQ_ITEMS.map((item) => ({
      question: t(item.question),
      answer:
        videos !== null && item.answer === 'faq.rating.answer'
          ? t('faq.rating.answerCount', { videos })
          : t(item.answer),
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
