import type { ReactNode } from 'react';
import { Alert, Button } from 'react-bootstrap';

export interface AreaUnavailableProps {
  /** The sentence the user reads, e.g. "The admin area is unavailable right now". */
  title: string;
  /** Optional extra line (technical cause, hint); kept small under the title. */
  detail?: ReactNode;
  /** When given, a "Try again" button calls it. */
  onRetry?: () => void;
  /** Lets tests and the browser test find which area failed. */
  testId?: string;
}

/** A styled error card for a whole area or page that could not load: never leave the user on a blank page. */
export function AreaUnavailable({ title, detail, onRetry, testId }: AreaUnavailableProps) {
  return (
    <div className="container py-5" data-testid={testId}>
      <Alert variant="danger" className="vvq-area-unavailable shadow-sm mx-auto" role="alert">
        <Alert.Heading as="h2" className="h5 mb-2">
          {title}
        </Alert.Heading>
        {detail ? <p className="mb-0 small">{detail}</p> : null}
        {onRetry ? (
          <Button variant="outline-danger" size="sm" className="mt-3" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    </div>
  );
}
