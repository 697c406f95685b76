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
  /** After the dialog has faded out and given the focus back: where a page moves the focus to the outcome. */
  onExited?: () => void;
}

/** A Bootstrap modal in place of window.confirm, for pages that want a styled confirmation. */
export function ConfirmDialog(props: ConfirmDialogProps) {
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
      backdrop={busy ? 'static' : true}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{message}</Modal.Body>
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
