import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Container } from 'react-bootstrap';
import { PageSpinner } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';
import { distortionExamplesQueryOptions } from '../api/get-distortion-examples';
import { distortionSectionsQueryOptions } from '../api/get-distortion-sections';
import { fromManifest, manifestSections, specPage } from '../utils/manifest-sections';
import { ManifestSectionView } from './manifest-section-view';
import { SECTION_ORDER, classifyDistortionExamples } from '../utils/classify-distortion-examples';
import { DistortionSection } from './distortion-section';
import { SECTION_TEXTS } from './section-texts';
import { en, useT } from '../../../i18n/later-pages';

export const DISTORTION_LOAD_FAILED = en['distortion.loadFailed'];

export function DistortionExamplesPage() {
  const apiBase = useApiBase();
  const t = useT();
  const { data: examples, error: loadError } = useQuery(distortionExamplesQueryOptions(apiBase));
  // Examples from a manifest (the demo's too) come with section texts; rows from before the import make the spec's page.
  const manifest = examples ? fromManifest(examples) : false;
  const texts = useQuery({ ...distortionSectionsQueryOptions(apiBase), enabled: manifest });
  const error = loadError || texts.error ? t('distortion.loadFailed') : '';
  // Known once the examples (and, for a manifest's, its texts) are in: the lab's own page, or the spec's.
  const own =
    examples && (!manifest || texts.data) ? manifest && !specPage(examples, texts.data ?? []) : null;

  const sections = useMemo(
    () => (examples && own === false ? classifyDistortionExamples(examples) : null),
    [examples, own],
  );
  const labSections = useMemo(
    () => (examples && own && texts.data ? manifestSections(examples, texts.data) : null),
    [examples, own, texts.data],
  );

  return (
    <Container className="py-4">
      <h1 className="mb-4">{t('distortion.title')}</h1>
      {error ? (
        <Alert variant="danger">{error}</Alert>
      ) : labSections ? (
        labSections.map((section, index) => (
          <ManifestSectionView key={section.text.category} section={section} index={index} />
        ))
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
