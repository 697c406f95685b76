import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { BackgroundVideo } from '../../../components/background-video';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { studyTexts, useKnownStudySettings } from '../../study-settings';
import { useSendContactMessage } from '../api/send-contact-message';
import { en, t as translate, useT, wordApiMessage } from '../../../i18n/later-pages';

export const CONTACT_NO_MESSAGE = en['contact.noMessage'];
export const CONTACT_FAILED = en['contact.failed'];

const EMPTY = { name: '', email: '', message: '' };

export function ContactPage() {
  // The background only: read from what the app already knows, so the page sends nothing but the message.
  const texts = studyTexts(useKnownStudySettings());
  const { mutateAsync: sendContactMessage } = useSendContactMessage();
  const navigateLater = useDelayedNavigate();
  const t = useT();
  const [form, setForm] = useState(EMPTY);
  const { error, success, submitting, begin, fail, succeed, finish } = useFormSubmission();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (!begin(event)) return;
    try {
      const response = await sendContactMessage({
        name: form.name.trim(),
        email: form.email.trim(),
        message: form.message.trim(),
      });
      if (response?.message) {
        succeed(wordApiMessage(response.message));
        setForm(EMPTY);
        navigateLater(paths.landing);
      } else {
        fail(translate('contact.noMessage'));
      }
    } catch (caught) {
      console.error('Contact submit failed', caught);
      fail(translate('contact.failed'));
    } finally {
      // The form is cleared on success, so it may be used again while the redirect waits.
      finish();
    }
  };

  const bind = (field: keyof typeof EMPTY) => ({
    value: form[field],
    required: true,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setForm((current) => ({ ...current, [field]: e.target.value })),
  });

  return (
    <div className="position-relative overflow-hidden bg-dark" style={{ minHeight: 'calc(100vh - 56px)' }}>
      <BackgroundVideo src={texts.background} />
      <Container className="position-relative py-5" style={{ zIndex: 1 }}>
        <Row className="justify-content-center">
          <Col md={8} lg={6}>
            <Card className="shadow">
              <Card.Body className="p-4">
                <h1 className="h3 mb-3">{t('contact.title')}</h1>
                <p className="text-muted">{t('contact.intro')}</p>
                {success && <Alert variant="success">{success}</Alert>}
                {error && <Alert variant="danger">{error}</Alert>}
                <Form onSubmit={onSubmit}>
                  <Form.Group className="mb-3" controlId="contact-name">
                    <Form.Label>{t('common.name')}</Form.Label>
                    <Form.Control type="text" {...bind('name')} />
                  </Form.Group>
                  <Form.Group className="mb-3" controlId="contact-email">
                    <Form.Label>{t('common.email')}</Form.Label>
                    <Form.Control type="email" {...bind('email')} />
                  </Form.Group>
                  <Form.Group className="mb-3" controlId="contact-message">
                    <Form.Label>{t('contact.message')}</Form.Label>
                    <Form.Control as="textarea" rows={5} {...bind('message')} />
                  </Form.Group>
                  <Button type="submit" disabled={submitting}>
                    {t('contact.send')}
                  </Button>
                </Form>
              </Card.Body>
            </Card>
          </Col>
        </Row>
      </Container>
    </div>
  );
}
