import { Accordion, Alert, Badge, Card, Col, Row } from 'react-bootstrap';
import type { AnalysisResponse } from '@vvq/contracts';
import { NotScreenableList } from './not-screenable-list';
import { RejectedObservers } from './rejected-observers';

export function AnalysisSummary({ result }: { result: AnalysisResponse }) {
  const { totals, screening } = result;
  const facts = [
    { title: 'Ratings', value: totals.ratings },
    { title: 'Observers', value: totals.observers },
    { title: 'Videos', value: totals.videos },
    { title: 'Rejected observers', value: screening.enabled ? result.list_totals.rejected : '—' },
  ];
  return (
    <>
      <p className="mb-2">
        <Badge bg={result.source === 'upload' ? 'warning' : 'secondary'} className="me-2">
          {result.source === 'upload' ? 'Uploaded CSV' : 'Database ratings'}
        </Badge>
        <span className="text-muted small">
          {`dimension ${result.dimension ?? 'as uploaded'} · unit ${result.unit} · screening ${
            screening.enabled
              ? `on (D = ${screening.denominator}, E = ${screening.presentations}, R = ${screening.max_repetitions})`
              : 'off'
          }`}
        </span>
      </p>
      <Row xs={2} md={4} className="g-3 mb-3">
        {facts.map((fact) => (
          <Col key={fact.title}>
            <Card className="text-center h-100" data-testid={`analysis-${fact.title}`}>
              <Card.Body>
                <Card.Subtitle className="text-muted mb-1">{fact.title}</Card.Subtitle>
                <div className="fs-4 fw-bold">{fact.value}</div>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
      {screening.enabled && screening.all_would_be_rejected && (
        <Alert variant="info">
          Every observer met the rejection criteria, so (as in BT.500 and sureal) none is rejected.
        </Alert>
      )}
      <RejectedObservers screening={screening} total={result.list_totals.rejected} />
      {(result.warnings.length > 0 || screening.not_screenable.length > 0) && (
        <Accordion className="mb-3">
          {result.warnings.length > 0 && (
            <Accordion.Item eventKey="warnings">
              <Accordion.Header>{`${result.list_totals.warnings} condition(s) with fewer than 15 valid observers`}</Accordion.Header>
              <Accordion.Body>
                <ul className="mb-0 small">
                  {result.warnings.slice(0, 200).map((w) => (
                    <li key={`${w.condition_kind}:${w.condition}`}>{w.message}</li>
                  ))}
                </ul>
                {result.list_totals.warnings > 200 && (
                  <p className="small text-muted mb-0">{`… and ${result.list_totals.warnings - 200} more`}</p>
                )}
              </Accordion.Body>
            </Accordion.Item>
          )}
          {screening.not_screenable.length > 0 && (
            <Accordion.Item eventKey="not-screenable">
              <Accordion.Header>{`${result.list_totals.not_screenable} presentation(s) not screened (too few ratings or all scores equal)`}</Accordion.Header>
              <Accordion.Body>
                <NotScreenableList result={result} />
              </Accordion.Body>
            </Accordion.Item>
          )}
        </Accordion>
      )}
    </>
  );
}
