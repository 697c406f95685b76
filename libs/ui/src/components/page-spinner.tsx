import { Spinner } from 'react-bootstrap';

export interface PageSpinnerProps {
  /** Read by screen readers and shown under the spinner when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
}

/** The one full-area loading indicator, so every page and the shell's remote loading look the same. */
export function PageSpinner({ label = 'Loading…', showLabel = false }: PageSpinnerProps) {
  return (
    <div
      className="vvq-page-spinner d-flex flex-column align-items-center justify-content-center py-5"
      role="status"
      aria-live="polite"
    >
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className={showLabel ? 'mt-3 text-muted' : 'visually-hidden'}>{label}</span>
    </div>
  );
}
