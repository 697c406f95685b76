import { Form } from 'react-bootstrap';
import type { AdminVideoRow } from '@vvq/contracts';

/** A required choice of one catalogue video, each named by its id and condition (the quality forms' one picker). */
export function VideoSelect(props: {
  controlId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  videos: readonly AdminVideoRow[];
}) {
  return (
    <Form.Group controlId={props.controlId}>
      <Form.Label>{props.label}</Form.Label>
      <Form.Select value={props.value} onChange={(e) => props.onChange(e.target.value)} required>
        <option value="">Choose a video…</option>
        {props.videos.map((v) => (
          <option key={v.video_id} value={v.video_id}>
            {`${v.video_id} — ${v.content} ${v.view} ${v.compression_type} qp ${v.qp}`}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
