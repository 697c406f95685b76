import { useEffect, useRef, type FormEvent } from 'react';
import { Alert, Button, Card, Container, Form } from 'react-bootstrap';
import {
  EDUCATIONS,
  EXPERIENCE_MAX_WORDS,
  FAMILIARITY,
  FIELDS_OF_STUDY,
  GENDERS,
  QUALITY_METRICS,
  QUIZ1_OPTIONS,
  QUIZ2_OPTIONS,
  QUIZ3_OPTIONS,
  TECHNICAL_KNOWLEDGE,
  UNDERSTANDING_MAX,
  UNDERSTANDING_MIN,
  YES_NO,
  countWords,
} from '@vvq/contracts';
import { focusInView } from '../../../lib/focus-in-view';
import { DeclineConsentButton } from '../../panel';
import { useT } from '../../../i18n';
import { useQuestionnaireForm } from '../hooks/use-questionnaire-form';
import { RadioField } from './radio-field';
import { SelectField } from './select-field';

const UNDERSTANDING_LEVELS = Array.from({ length: UNDERSTANDING_MAX - UNDERSTANDING_MIN + 1 }, (_, i) =>
  String(UNDERSTANDING_MIN + i),
);

export function QuestionnairePage() {
  const { values, errors, refusal, refusals, submitting, success, setField, setExperience, submit } =
    useQuestionnaireForm();
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, focus the first error in reading order (the server's reason, else the first invalid
  // field): without it a participant on a phone pressed Submit at the bottom and saw nothing change.
  useEffect(() => {
    if (refusals === 0) return;
    focusInView(formRef.current?.querySelector<HTMLElement>('[data-form-error], .is-invalid'), 'center');
  }, [refusals]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Container className="py-5" style={{ maxWidth: 860 }}>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <h1 className="h2 mb-4">{t('questionnaire.title')}</h1>
          {success && <Alert variant="success">{t('questionnaire.success')}</Alert>}
          <Form noValidate onSubmit={onSubmit} ref={formRef}>
            {refusal && (
              <Alert variant="danger" role="alert" tabIndex={-1} data-form-error>
                {refusal}
              </Alert>
            )}
            <Form.Group className="mb-3" controlId="q-age">
              <Form.Label>{t('questionnaire.age')}</Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                value={values.age}
                isInvalid={Boolean(errors.age)}
                onChange={(e) => setField('age', e.target.value)}
              />
              <Form.Control.Feedback type="invalid">{errors.age}</Form.Control.Feedback>
            </Form.Group>
            <SelectField
              id="gender"
              label={t('questionnaire.gender')}
              value={values.gender}
              options={GENDERS}
              error={errors.gender}
              onChange={(v) => setField('gender', v)}
            />
            <SelectField
              id="education"
              label={t('questionnaire.education')}
              value={values.education}
              options={EDUCATIONS}
              error={errors.education}
              onChange={(v) => setField('education', v)}
            />
            <SelectField
              id="field_of_study"
              label={t('questionnaire.fieldOfStudy')}
              value={values.field_of_study}
              options={FIELDS_OF_STUDY}
              error={errors.field_of_study}
              onChange={(v) => setField('field_of_study', v)}
            />
            <SelectField
              id="familiarity"
              label={t('questionnaire.familiarity')}
              value={values.familiarity}
              options={FAMILIARITY}
              error={errors.familiarity}
              onChange={(v) => setField('familiarity', v)}
            />

            <Form.Group className="mb-3" controlId="q-experience">
              <Form.Label>{t('questionnaire.experience')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                value={values.experience}
                isInvalid={Boolean(errors.experience)}
                onChange={(e) => setExperience(e.target.value)}
              />
              <Form.Text muted data-testid="experience-counter">
                {t('questionnaire.words', {
                  count: countWords(values.experience),
                  max: EXPERIENCE_MAX_WORDS,
                })}
              </Form.Text>
              <Form.Control.Feedback type="invalid">{errors.experience}</Form.Control.Feedback>
            </Form.Group>

            <RadioField
              id="understanding"
              label={t('questionnaire.understanding', { min: UNDERSTANDING_MIN, max: UNDERSTANDING_MAX })}
              value={values.understanding}
              options={UNDERSTANDING_LEVELS}
              inline
              error={errors.understanding}
              onChange={(v) => setField('understanding', v)}
            />
            <SelectField
              id="technical_knowledge"
              label={t('questionnaire.technicalKnowledge')}
              value={values.technical_knowledge}
              options={TECHNICAL_KNOWLEDGE}
              error={errors.technical_knowledge}
              onChange={(v) => setField('technical_knowledge', v)}
            />
            <SelectField
              id="quality_metrics"
              label={t('questionnaire.qualityMetrics')}
              value={values.quality_metrics}
              options={QUALITY_METRICS}
              error={errors.quality_metrics}
              onChange={(v) => setField('quality_metrics', v)}
            />
            <RadioField
              id="previous_participation"
              label={t('questionnaire.previousParticipation')}
              value={values.previous_participation}
              options={YES_NO}
              inline
              error={errors.previous_participation}
              onChange={(v) => setField('previous_participation', v)}
            />
            <RadioField
              id="quiz1"
              label={t('questionnaire.quiz1')}
              value={values.quiz1}
              options={QUIZ1_OPTIONS}
              error={errors.quiz1}
              onChange={(v) => setField('quiz1', v)}
            />
            <RadioField
              id="quiz2"
              label={t('questionnaire.quiz2')}
              value={values.quiz2}
              options={QUIZ2_OPTIONS}
              error={errors.quiz2}
              onChange={(v) => setField('quiz2', v)}
            />
            <RadioField
              id="quiz3"
              label={t('questionnaire.quiz3')}
              value={values.quiz3}
              options={QUIZ3_OPTIONS}
              error={errors.quiz3}
              onChange={(v) => setField('quiz3', v)}
            />

            <Form.Group className="mb-4">
              <Form.Check
                type="checkbox"
                id="q-consent"
                label={t('questionnaire.consent')}
                checked={values.consent}
                isInvalid={Boolean(errors.consent)}
                feedback={errors.consent}
                feedbackType="invalid"
                onChange={(e) => setField('consent', e.target.checked)}
              />
              <DeclineConsentButton />
            </Form.Group>
            <Button type="submit" size="lg" disabled={submitting || success}>
              {t('common.submit')}
            </Button>
          </Form>
        </Card.Body>
      </Card>
    </Container>
  );
}
