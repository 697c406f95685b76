import { useId } from 'react';
import { Button, Modal } from 'react-bootstrap';

export interface ConfirmDialogProps {
  show: boolean;
  /** The question, word for word from the spec (e.g. 'Are you sure you want to delete this user?'). */
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmVariant?: string;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** After the dialog has closed and given the focus back: where a page moves the focus to the outcome. */
  onExited?: () => void;
}

/**
 * A Bootstrap modal in place of window.confirm, for pages that want a styled confirmation. Named by its title and
 * described by its question (axe-core's aria-dialog-name).
 *
 * No fade (`animation={false}`): react-bootstrap unmounts a faded modal only on its own `transitionend`, and a
 * confirm during the fade-in could leave it mounted for good, invisible (`fade modal` without `show`) over the page —
 * a child's transition bubbling up cancels the fallback timer, and a fade that never ran sends no event
 * (docs/developer/decisions/journey.md#the-invisible-dialog). Without the fade, showing and hiding are plain
 * renders.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const {
    show,
    message,
    title = 'Please confirm',
    confirmLabel = 'OK',
    cancelLabel = 'Cancel',
    busy = false,
  } = props;
  return (
    <Modal
      show={show}
      onHide={props.onCancel}
      onExited={props.onExited}
      centered
      animation={false}
      backdrop={busy ? 'static' : true}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={messageId}>{message}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={props.onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={props.confirmVariant ?? 'primary'} onClick={props.onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
