import { useState, type FormEvent } from 'react';
import { Alert, Button, Col, Container, Form, Row } from 'react-bootstrap';
import {
  LANGUAGE_CODE_PATTERN,
  LANGUAGE_CODE_RULE,
  PARTICIPANT_LANGUAGES,
  type LanguageCatalogueReport,
  type LanguageDirection,
} from '@vvq/contracts';
import { DataTable, PageSpinner, formatLocalDateTime } from '@vvq/ui';
import { useLanguageCatalogues } from '../hooks/use-language-catalogues';
import { uploadProblems } from '../utils/upload-problems';

/** The file's text as it is (its lines are what the check reports on). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/**
 * Participant catalogues a lab uploads (docs/experimenter/languages.md): upload one for a new language code or for a
 * shipped one (its keys replace the shipped texts), read the check's report by line, list and delete them. The admin
 * area itself stays English.
 */
export function LanguageCataloguesPage() {
  const { list, upload, remove } = useLanguageCatalogues();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [dir, setDir] = useState<LanguageDirection>('ltr');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<LanguageCatalogueReport | null>(null);
  const codeInvalid = code !== '' && !LANGUAGE_CODE_PATTERN.test(code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || codeInvalid) return;
    setReport(null);
    try {
      setReport(await upload.mutateAsync({ code, body: { name, dir, catalogue: await readText(file) } }));
    } catch {
      // upload.error is shown below.
    }
  };
  const problems = upload.isError ? uploadProblems(upload.error) : null;

  return (
    <Container fluid="lg" className="py-4">
      <h1 className="mb-3">Languages</h1>
      <p className="text-muted">
        Participants read the study in {PARTICIPANT_LANGUAGES.join(', ')} as shipped. Upload a catalogue (a
        JSON file like <code>participant-app/src/i18n/locales/de.json</code>) to add a language or to fix a
        shipped one’s texts; it is checked against the English keys, then offer its code in the study setting
        Offered languages.
      </p>
      <Form onSubmit={(event) => void submit(event)} className="mb-4" aria-label="Upload a catalogue">
        <Row className="g-3">
          <Col md={3}>
            <Form.Group controlId="language-code">
              <Form.Label>Language code</Form.Label>
              <Form.Control
                value={code}
                onChange={(e) => setCode(e.target.value.trim())}
                placeholder="it"
                required
                isInvalid={codeInvalid}
                aria-describedby="language-code-rule"
              />
              <Form.Text id="language-code-rule">
                e.g. it, pt-BR; a shipped code fixes that language
              </Form.Text>
              <Form.Control.Feedback type="invalid">{LANGUAGE_CODE_RULE}</Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col md={3}>
            <Form.Group controlId="language-name">
              <Form.Label>Name in its own words</Form.Label>
              <Form.Control
                value={name}
                onChange={(e) => setName(e.target.value)}
                placeholder="Italiano"
                required
              />
            </Form.Group>
          </Col>
          <Col md={2}>
            <Form.Group controlId="language-dir">
              <Form.Label>Text direction</Form.Label>
              <Form.Select value={dir} onChange={(e) => setDir(e.target.value as LanguageDirection)}>
                <option value="ltr">Left to right</option>
                <option value="rtl">Right to left</option>
              </Form.Select>
            </Form.Group>
          </Col>
          <Col md={4}>
            <Form.Group controlId="language-file">
              <Form.Label>Catalogue file (JSON)</Form.Label>
              <Form.Control
                type="file"
                accept="application/json,.json"
                onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
              />
            </Form.Group>
          </Col>
        </Row>
        <Button type="submit" className="mt-3" disabled={upload.isPending || !file || codeInvalid}>
          {upload.isPending ? 'Checking…' : 'Upload and check'}
        </Button>
      </Form>

      <div role="status" data-testid="catalogue-report">
        {report && (
          <Alert variant="success">
            <p className="mb-1">
              Stored {report.catalogue.name} ({report.catalogue.code}): {report.catalogue.keys} texts,{' '}
              {report.catalogue.missing} key(s) read{' '}
              {report.catalogue.overrides_shipped ? 'in the shipped catalogue' : 'in English'}.
            </p>
            {report.issues.length > 0 && (
              <details>
                <summary>Keys it leaves out</summary>
                <ul className="mb-0 small">
                  {report.issues.map((issue) => (
                    <li key={issue.key}>{issue.message}</li>
                  ))}
                </ul>
              </details>
            )}
          </Alert>
        )}
      </div>
      {problems && (
        <Alert variant="danger" data-testid="catalogue-problems">
          <p className="mb-1">{problems.summary}</p>
          {problems.lines.length > 0 && (
            <ul className="mb-0">
              {problems.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}

      <h2 className="h4 mt-4">Uploaded catalogues</h2>
      {list.isPending ? (
        <PageSpinner label="Loading catalogues" />
      ) : list.isError ? (
        <Alert variant="danger">Failed to load the catalogues.</Alert>
      ) : (
        <DataTable
          label="Uploaded catalogues"
          columns={[
            { key: 'code', header: 'Code', cell: (c) => <code>{c.code}</code> },
            { key: 'name', header: 'Name', cell: (c) => <span lang={c.code}>{c.name}</span> },
            {
              key: 'dir',
              header: 'Direction',
              cell: (c) => (c.dir === 'rtl' ? 'Right to left' : 'Left to right'),
            },
            {
              key: 'kind',
              header: 'Kind',
              cell: (c) => (c.overrides_shipped ? 'Fixes a shipped language' : 'New language'),
            },
            { key: 'keys', header: 'Texts', cell: (c) => c.keys },
            { key: 'missing', header: 'Left out', cell: (c) => c.missing },
            { key: 'updated', header: 'Uploaded', cell: (c) => formatLocalDateTime(c.updated_at) },
            {
              key: 'actions',
              header: 'Actions',
              cell: (c) => (
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={`Delete ${c.code}`}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (
                      window.confirm(
                        `Delete the ${c.code} catalogue? Participants offered it read English instead.`,
                      )
                    )
                      remove.mutate(c.code);
                  }}
                >
                  Delete
                </Button>
              ),
            },
          ]}
          rows={list.data ?? []}
          rowKey={(c) => c.code}
          empty={
            <p className="text-muted">No catalogue uploaded: participants read the shipped languages.</p>
          }
        />
      )}
    </Container>
  );
}
