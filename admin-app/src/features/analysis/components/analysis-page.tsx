import { Alert, Card, Container, Tab, Tabs } from 'react-bootstrap';
import { PageSpinner } from '@vvq/ui';
import { useAnalysis } from '../hooks/use-analysis';
import { AnalysisControls } from './analysis-controls';
import { AnalysisExports } from './analysis-exports';
import { AnalysisSummary } from './analysis-summary';
import { ConditionsTable } from './conditions-table';
import { ObserversTable } from './observers-table';
import { VideoStatsTable } from './video-stats-table';

/** BT.500 analysis of the ratings (or of an uploaded CSV): screening, MOS with intervals, observer bias, exports. */
export function AnalysisPage() {
  const analysis = useAnalysis();
  const { result } = analysis;
  const screened = Boolean(result?.screening.enabled);
  return (
    <Container fluid className="py-4">
      <h1 className="mb-4">Analysis</h1>
      <Card className="mb-3">
        <Card.Body>
          <AnalysisControls
            settings={analysis.settings}
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
      {analysis.loading && <PageSpinner label="Running the analysis" />}
      {!analysis.loading && result && (
        <>
          <AnalysisSummary result={result} />
          <Tabs defaultActiveKey="conditions" className="mb-3" mountOnEnter>
            <Tab eventKey="conditions" title="Conditions">
              <ConditionsTable rows={result.conditions} screened={screened} />
            </Tab>
            <Tab eventKey="videos" title="Videos">
              <VideoStatsTable rows={result.videos} screened={screened} />
            </Tab>
            <Tab eventKey="observers" title="Observers">
              <ObserversTable result={result} />
            </Tab>
          </Tabs>
        </>
      )}
    </Container>
  );
}
