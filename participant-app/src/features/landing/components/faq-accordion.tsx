import { Accordion } from 'react-bootstrap';
import { FAQ_ITEMS } from './faq-items';

export function FaqAccordion() {
  return (
    <section className="py-5" aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-center mb-4">
        Frequently Asked Questions
      </h2>
      <Accordion>
        {FAQ_ITEMS.map((item, index) => (
          <Accordion.Item eventKey={String(index)} key={item.question}>
            <Accordion.Header>{item.question}</Accordion.Header>
            <Accordion.Body>{item.answer}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
