import { useEffect, useRef } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { PanelEnterRequest } from '@vvq/contracts';
import { PageSpinner } from '@vvq/ui';
import { paths } from '../../../config/paths';
import { usePanelEntry } from '../hooks/use-panel-entry';

/** What the landing route shows for a panel link: a spinner while entering, the server's reason if it refuses. */
export function PanelEntryPage(props: { entry: PanelEnterRequest }) {
  const error = usePanelEntry(props.entry);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (error) headingRef.current?.focus();
  }, [error]);

  if (!error) return <PageSpinner label="Starting the study…" />;
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1 ref={headingRef} tabIndex={-1} className="mb-4">
        This link could not start the study
      </h1>
      <Alert variant="danger">{error}</Alert>
      <p>
        If you came from a study panel, please return there and contact the researchers. You can also read
        about the study on the <Link to={paths.landing}>welcome page</Link>.
      </p>
    </Container>
  );
}
