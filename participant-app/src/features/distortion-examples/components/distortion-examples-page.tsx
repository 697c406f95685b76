import { useEffect, useMemo, useState } from 'react';
import { Alert, Container } from 'react-bootstrap';
import type { DistortionExample } from '@vvq/contracts';
import { PageSpinner } from '@vvq/ui';
import { getUserToken } from '../../../lib/session-storage';
import { useApiBase } from '../../../lib/use-api-base';
import { getDistortionExamples } from '../api/get-distortion-examples';
import { SECTION_ORDER, classifyDistortionExamples } from '../lib/classify-distortion-examples';
import { DistortionSection } from './distortion-section';
import { SECTION_TEXTS } from './section-texts';

export const DISTORTION_LOAD_FAILED = 'Failed to load videos. Please try again later.';

export function DistortionExamplesPage() {
  const apiBase = useApiBase();
  const [examples, setExamples] = useState<DistortionExample[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let active = true;
    getDistortionExamples(apiBase, getUserToken())
      .then((list) => {
        if (!active) return;
        if (!Array.isArray(list)) throw new Error('Distortion examples response is not a list');
        setExamples(list);
      })
      .catch((caught: unknown) => {
        console.error('Distortion examples load failed', caught);
        if (active) setError(DISTORTION_LOAD_FAILED);
      });
    return () => {
      active = false;
    };
  }, [apiBase]);

  const sections = useMemo(() => (examples ? classifyDistortionExamples(examples) : null), [examples]);

  return (
    <Container className="py-4">
      <h1 className="mb-4">Examples of Distortion Levels</h1>
      {error ? (
        <Alert variant="danger">{error}</Alert>
      ) : !sections ? (
        <PageSpinner label="Loading videos…" />
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
