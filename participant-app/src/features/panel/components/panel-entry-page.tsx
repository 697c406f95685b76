import { useEffect, useRef } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { PanelEnterRequest } from '@vvq/contracts';
import { PageSpinner } from '@vvq/ui';
import { paths } from '../../../config/paths';
import { usePanelEntry } from '../hooks/use-panel-entry';
import { Trans } from 'react-i18next';
import { i18n, useT, wordApiMessage } from '../../../i18n';

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
        <Trans i18n={i18n} i18nKey="panelEntry.help">
          {
            'If you came from a study panel, please return there and contact the researchers. You can also read about the study on the '
          }
          <Link to={paths.landing}>welcome page</Link>.
        </Trans>
      </p>
    </Container>
  );
}
