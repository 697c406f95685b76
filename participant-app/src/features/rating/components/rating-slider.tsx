import { Form, OverlayTrigger, Tooltip } from 'react-bootstrap';
import { RATING_MAX, RATING_MIN, type RatingLabelSet } from '@vvq/contracts';
import { useT } from '../../../i18n';

/**
 * One 1–5 slider; its tooltip and caption name the current score in the study's label preset (the spec's section 5
 * labels by default).
 */
export function RatingSlider(props: {
  id: string;
  label: string;
  value: number;
  disabled: boolean;
  scoreLabels: RatingLabelSet['slider'];
  onChange: (value: number) => void;
}) {
  const t = useT();
  const caption = t('rating.caption', { score: props.value, label: props.scoreLabels[props.value] });
  return (
    <Form.Group className="mb-3" controlId={props.id}>
      <div className="d-flex justify-content-between">
        <Form.Label className="mb-1">{props.label}</Form.Label>
        <small className="text-muted" data-testid={`${props.id}-caption`}>
          {caption}
        </small>
      </div>
      <OverlayTrigger
        placement="top"
        trigger={['hover', 'focus']}
        overlay={<Tooltip id={`${props.id}-tip`}>{caption}</Tooltip>}
      >
        <Form.Range
          min={RATING_MIN}
          max={RATING_MAX}
          step={1}
          value={props.value}
          disabled={props.disabled}
          aria-valuetext={caption}
          onChange={(e) => props.onChange(Number(e.target.value))}
        />
      </OverlayTrigger>
    </Form.Group>
  );
}
