import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Container } from 'react-bootstrap';
import { PageSpinner } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';
import { distortionExamplesQueryOptions } from '../api/get-distortion-examples';
import { SECTION_ORDER, classifyDistortionExamples } from '../utils/classify-distortion-examples';
import { DistortionSection } from './distortion-section';
import { SECTION_TEXTS } from './section-texts';
import { en, useT } from '../../../i18n';

export const DISTORTION_LOAD_FAILED = en['distortion.loadFailed'];

export function DistortionExamplesPage() {
  const apiBase = useApiBase();
  const t = useT();
  const { data: examples, error: loadError } = useQuery(distortionExamplesQueryOptions(apiBase));
  const error = loadError ? t('distortion.loadFailed') : '';

  const sections = useMemo(() => (examples ? classifyDistortionExamples(examples) : null), [examples]);

  return (
    <Container className="py-4">
      <h1 className="mb-4">{t('distortion.title')}</h1>
      {error ? (
        <Alert variant="danger">{error}</Alert>
      ) : !sections ? (
        <PageSpinner label={t('distortion.loading')} />
      ) : (
        SECTION_ORDER.map((key) => (
          <DistortionSection
            key={key}
            id={key}
            text={SECTION_TEXTS[key]}
            examples={sections[key]}
            showLevels={key !== 'dynamic'}
          />
        ))
      )}
    </Container>
  );
}
