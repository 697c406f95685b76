import { Form } from 'react-bootstrap';

/**
 * Marks a video as the reference of its content (ACR-HR's hidden reference). A checkbox named for its content, so a
 * screen reader says which reference it sets; the server refuses a second reference of a content and the page shows
 * its message.
 */
export function ReferenceToggle({
  videoId,
  content,
  checked,
  disabled,
  onChange,
}: {
  videoId: number;
  content: string;
  checked: boolean;
  disabled: boolean;
  onChange: (videoId: number, isReference: boolean) => void;
}) {
  return (
    <Form.Check
      type="checkbox"
      id={`reference-${videoId}`}
      aria-label={`Reference of content ${content} (video ${videoId})`}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(videoId, e.currentTarget.checked)}
    />
  );
}
