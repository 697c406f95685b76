import { Accordion } from 'react-bootstrap';
import { useT } from '../../../i18n';
import { FAQ_ITEMS } from './faq-items';

export function FaqAccordion() {
  const t = useT();
  return (
    <section className="py-5" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-center mb-4">
        {t('faq.title')}
      </h2>
      <Accordion>
        {FAQ_ITEMS.map((item, index) => (
          <Accordion.Item eventKey={String(index)} key={item.question}>
            <Accordion.Header>{t(item.question)}</Accordion.Header>
            <Accordion.Body>{t(item.answer)}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
