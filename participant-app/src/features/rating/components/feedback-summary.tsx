import { Badge, Card, ProgressBar, Table } from 'react-bootstrap';
import { useT } from '../../../i18n';

export interface SummaryRow {
  key: number;
  title: string;
  done: boolean;
}

/** The "video feedback summary": how many of the assigned videos are rated, and which. */
export function FeedbackSummary(props: { rows: SummaryRow[] }) {
  const t = useT();
  const rated = props.rows.filter((row) => row.done).length;
  const total = props.rows.length;
  return (
    <Card className="shadow-sm mb-4" data-testid="feedback-summary">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('rating.summaryTitle')}
        </Card.Title>
        <p className="mb-2" data-testid="rated-count">
          {t('rating.ratedCount', { rated, total })}
        </p>
        {/* The bar itself (the inner element with role progressbar) needs a name: axe-core's aria-progressbar-name. */}
        <ProgressBar className="mb-3">
          <ProgressBar
            now={total === 0 ? 0 : (rated / total) * 100}
            variant="success"
            aria-label={t('rating.progressLabel')}
            aria-valuetext={t('rating.ratedCount', { rated, total })}
          />
        </ProgressBar>
        <Table size="sm" className="mb-0">
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.key}>
                <td>{row.title}</td>
                <td className="text-end">
                  {row.done ? (
                    <Badge bg="success">{t('rating.rated')}</Badge>
                  ) : (
                    <Badge bg="secondary">{t('rating.toDo')}</Badge>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card.Body>
    </Card>
  );
}
