import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import type { ResultsView } from '../utils/results-view';

const OPTIONS: { value: ResultsView; label: string }[] = [
  { value: 'both', label: 'Both' },
  { value: 'all', label: 'With rejected observers' },
  { value: 'screened', label: 'Without rejected observers' },
];

/** Lets the experimenter choose the results with or without the observers the screening rejected. */
export function ResultsViewSwitch({
  view,
  onChange,
  screeningEnabled,
}: {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
  screeningEnabled: boolean;
}) {
  if (!screeningEnabled) {
    return <p className="small text-muted mb-2">Screening is off: the results include every observer.</p>;
  }
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
      <span className="small" id="results-view-label">
        Results shown:
      </span>
      <ToggleButtonGroup
        type="radio"
        name="results-view"
        size="sm"
        value={view}
        onChange={onChange}
        aria-labelledby="results-view-label"
      >
        {OPTIONS.map((o) => (
          <ToggleButton
            key={o.value}
            id={`results-view-${o.value}`}
            value={o.value}
            variant="outline-primary"
          >
            {o.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
}
