import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Container, Tab, Tabs } from 'react-bootstrap';
import type { PresentationScreeningStatus } from '@vvq/contracts';
import { PageSpinner } from '@vvq/ui';
import { useApiBase } from '../../../lib/use-api-base';
import { studySettingsQueryOptions } from '../../study-settings';
import { useAnalysis } from '../hooks/use-analysis';
import { useAttributeNames } from '../hooks/use-attribute-names';
import { AnalysisControls } from './analysis-controls';
import { AnalysisExports } from './analysis-exports';
import { AnalysisSummary } from './analysis-summary';
import { ConditionsTable } from './conditions-table';
import { DmosSection } from './dmos-section';
import { MleFitNote } from './mle-fit-note';
import { ObserversTable } from './observers-table';
import { PairComparisonSection } from './pair-comparison-section';
import { ResultsViewSwitch } from './results-view-switch';
import { VideoStatsTable } from './video-stats-table';
import { statColumns, type ResultsView } from '../utils/results-view';
import { screeningStatusByPresentation } from '../utils/screening-status';

/** BT.500 analysis of the ratings (or of an uploaded CSV): screening, MOS with intervals, observer bias, exports. */
export function AnalysisPage() {
  const analysis = useAnalysis();
  const attributeNames = useAttributeNames();
  const { result } = analysis;
  const [view, setView] = useState<ResultsView>('both');
  const studySettings = useQuery(studySettingsQueryOptions(useApiBase()));
  // An upload is always ACR here (the other methods' uploads answer elsewhere); the study's ratings, its method.
  const method = result?.source === 'upload' ? 'acr' : (studySettings.data?.settings.method ?? null);
  const columns = statColumns(view, Boolean(result?.screening.enabled));
  const statuses = result
    ? screeningStatusByPresentation(result)
    : new Map<string, PresentationScreeningStatus>();
  // The videos are the presentations only with unit=video; the compression conditions only with unit=condition.
  const videoStatuses = result?.unit === 'video' ? statuses : new Map<string, PresentationScreeningStatus>();
  const conditionStatuses =
    result?.unit === 'condition' ? statuses : new Map<string, PresentationScreeningStatus>();
  return (
    <Container fluid className="py-4">
      <h1 className="mb-4">Analysis</h1>
      <Card className="mb-3">
        <Card.Body>
          <AnalysisControls
            settings={analysis.settings}
            attributeNames={attributeNames}
            onChange={analysis.setSettings}
            onUpload={(file) => void analysis.upload(file)}
            busy={analysis.loading}
          />
        </Card.Body>
      </Card>
      <AnalysisExports settings={analysis.settings} />
      {analysis.error && (
        <Alert variant="danger" style={{ whiteSpace: 'pre-wrap' }}>
          {analysis.error}
        </Alert>
      )}
      {/* Pair comparison has no ratings for the analysis above: its scale stands on its own. */}
      <PairComparisonSection dimension={analysis.settings.dimension} />
      {analysis.loading && <PageSpinner label="Running the analysis" />}
      {!analysis.loading && result && (
        <>
          <AnalysisSummary result={result} />
          {result.mle && <MleFitNote mle={result.mle} />}
          {result.source === 'database' && <DmosSection dimension={analysis.settings.dimension} />}
          <ResultsViewSwitch view={view} onChange={setView} screeningEnabled={result.screening.enabled} />
          <Tabs defaultActiveKey="conditions" className="mb-3" mountOnEnter>
            <Tab eventKey="conditions" title="Conditions">
              <ConditionsTable
                rows={result.conditions}
                columns={columns}
                statuses={conditionStatuses}
                method={method}
              />
            </Tab>
            <Tab eventKey="videos" title="Videos">
              <VideoStatsTable rows={result.videos} columns={columns} statuses={videoStatuses} />
            </Tab>
            <Tab eventKey="observers" title="Observers">
              <ObserversTable result={result} onPage={analysis.showObservers} />
            </Tab>
          </Tabs>
        </>
      )}
    </Container>
  );
}
