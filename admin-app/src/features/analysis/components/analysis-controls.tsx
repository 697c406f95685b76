import { useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { ANALYSIS_MODELS, ANALYSIS_UNITS, RATING_DIMENSIONS, SCREENING_DENOMINATORS } from '@vvq/contracts';
import type { AnalysisSettings } from '../utils/analysis-query';

interface AnalysisControlsProps {
  settings: AnalysisSettings;
  /** The lab's attribute names the conditions can also be grouped by (none: the selector is not shown). */
  attributeNames?: string[];
  onChange: (settings: AnalysisSettings) => void;
  onUpload: (file: File) => void;
  busy: boolean;
}

const DENOMINATOR_LABELS: Record<string, string> = {
  presentations: 'presentations × repetitions (sureal)',
  observer: "observer's own number of scores",
};

/** docs/experimenter/analysis.md explains each model; sureal's take complete designs only. */
const MODEL_LABELS: Record<string, string> = {
  mle: 'Gaussian (P.910 Annex E)',
  ordinal: 'ordinal (category scores)',
  'sureal-mle': 'sureal MLE',
  'sureal-mle-co': 'sureal MLE_CO',
  'sureal-p910': 'sureal P910',
};

export function AnalysisControls({
  settings,
  attributeNames = [],
  onChange,
  onUpload,
  busy,
}: AnalysisControlsProps) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <Form onSubmit={(e) => e.preventDefault()}>
      <Row className="g-3 align-items-end">
        <Col md={3}>
          <Form.Group controlId="analysis-dimension">
            <Form.Label>Dimension</Form.Label>
            <Form.Select
              value={settings.dimension}
              onChange={(e) =>
                onChange({ ...settings, dimension: e.target.value as AnalysisSettings['dimension'] })
              }
            >
              {RATING_DIMENSIONS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col md={2}>
          <Form.Group controlId="analysis-unit">
            <Form.Label>Unit</Form.Label>
            <Form.Select
              value={settings.unit}
              onChange={(e) => onChange({ ...settings, unit: e.target.value as AnalysisSettings['unit'] })}
            >
              {ANALYSIS_UNITS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col md={4}>
          <Form.Group controlId="analysis-denominator">
            <Form.Label>Screening denominator</Form.Label>
            <Form.Select
              value={settings.denominator}
              disabled={!settings.screening}
              onChange={(e) =>
                onChange({ ...settings, denominator: e.target.value as AnalysisSettings['denominator'] })
              }
            >
              {SCREENING_DENOMINATORS.map((d) => (
                <option key={d} value={d}>
                  {DENOMINATOR_LABELS[d] ?? d}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col md={3}>
          <Form.Check
            type="switch"
            id="analysis-screening"
            label="BT.500 observer screening"
            checked={settings.screening}
            onChange={(e) => onChange({ ...settings, screening: e.target.checked })}
          />
          <Form.Check
            type="switch"
            id="analysis-include-flagged"
            label="Include participants stopped by live gating"
            checked={settings.includeFlagged ?? false}
            onChange={(e) => onChange({ ...settings, includeFlagged: e.target.checked })}
          />
        </Col>
      </Row>
      <Row className="g-2 align-items-end mt-2">
        <Col md={3}>
          <Form.Group controlId="analysis-model">
            <Form.Label>Subjective model</Form.Label>
            <Form.Select
              value={settings.model ?? 'mle'}
              onChange={(e) => onChange({ ...settings, model: e.target.value as AnalysisSettings['model'] })}
            >
              {ANALYSIS_MODELS.map((m) => (
                <option key={m} value={m}>
                  {MODEL_LABELS[m] ?? m}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        {attributeNames.length > 0 && (
          <Col md={3}>
            <Form.Group controlId="analysis-group-by">
              <Form.Label>Conditions also by attribute</Form.Label>
              <Form.Select
                value={settings.groupBy ?? ''}
                onChange={(e) => onChange({ ...settings, groupBy: e.target.value || undefined })}
              >
                <option value="">none</option>
                {attributeNames.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        <Col md={attributeNames.length > 0 ? 3 : 5}>
          <Form.Group controlId="analysis-upload">
            <Form.Label>Analyse a CSV instead (columns observer, presentation, score)</Form.Label>
            <Form.Control
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
            />
          </Form.Group>
        </Col>
        <Col md="auto">
          <Button variant="outline-primary" disabled={!file || busy} onClick={() => file && onUpload(file)}>
            Analyse uploaded CSV
          </Button>
        </Col>
        <Col md="auto">
          <Button variant="outline-secondary" disabled={busy} onClick={() => onChange({ ...settings })}>
            Analyse database ratings
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
