import { useEffect, useRef } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { PanelEnterRequest } from '@vvq/contracts';
import { PageSpinner } from '@vvq/ui';
import { paths } from '../../../config/paths';
import { usePanelEntry } from '../hooks/use-panel-entry';
import { LinkedText, useT, wordApiMessage } from '../../../i18n/later-pages';

/** What the landing route shows for a panel link: a spinner while entering, the server's reason if it refuses. */
export function PanelEntryPage(props: { entry: PanelEnterRequest }) {
  const error = usePanelEntry(props.entry);
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (error) headingRef.current?.focus();
  }, [error]);

  if (!error) return <PageSpinner label={t('panelEntry.starting')} />;
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1 ref={headingRef} tabIndex={-1} className="mb-4">
        {t('panelEntry.heading')}
      </h1>
      <Alert variant="danger">{wordApiMessage(error)}</Alert>
      <p>
        <LinkedText text={t('panelEntry.help')} link={(words) => <Link to={paths.landing}>{words}</Link>} />
      </p>
    </Container>
  );
}
