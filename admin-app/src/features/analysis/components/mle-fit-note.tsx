import { Alert } from 'react-bootstrap';
import type { MleFit, MleReport } from '@vvq/contracts';

const LABELS: Record<keyof MleReport['fits'], string> = {
  video: 'per video',
  compression: 'per compression condition',
  view: 'per view condition',
  attribute: 'per attribute condition',
};

function describe(fit: MleFit): string {
  return fit.converged
    ? `converged in ${fit.iterations} iterations`
    : `did NOT converge (stopped after ${fit.iterations} iterations)`;
}

/** Whether each fit of the maximum-likelihood model converged: estimates of a fit that did not are still moving. */
export function MleFitNote({ mle }: { mle: MleReport }) {
  const fits = (Object.keys(LABELS) as (keyof MleReport['fits'])[]).flatMap((key) => {
    const fit = mle.fits[key];
    return fit ? [{ key, label: LABELS[key], fit }] : [];
  });
  const failed = fits.some((f) => !f.fit.converged);
  return (
    <Alert variant={failed ? 'warning' : 'light'} className="small py-2" data-testid="mle-fit-note">
      <strong>Maximum-likelihood model</strong> (ITU-T P.910 Annex E: score = quality + observer bias + noise
      × observer inconsistency): {fits.map((f) => `${f.label} ${describe(f.fit)}`).join('; ')}.
    </Alert>
  );
}
