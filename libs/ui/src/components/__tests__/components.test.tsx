import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AreaUnavailable } from '../area-unavailable';
import { ConfirmDialog } from '../confirm-dialog';
import { PageSpinner } from '../page-spinner';

describe('PageSpinner', () => {
  it('announces its label as a status', () => {
    render(<PageSpinner label="Loading users..." />);
    expect(screen.getByRole('status').textContent).toContain('Loading users...');
  });
});

describe('AreaUnavailable', () => {
  it('shows the title as an alert and offers a retry only when asked', () => {
    const onRetry = jest.fn();
    const { rerender } = render(<AreaUnavailable title="The admin area is unavailable right now" />);
    expect(screen.getByRole('alert').textContent).toContain('The admin area is unavailable right now');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    rerender(<AreaUnavailable title="The admin area is unavailable right now" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('renders nothing while hidden', () => {
    render(<ConfirmDialog show={false} message="Sure?" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByText('Sure?')).toBeNull();
  });

  it('calls confirm or cancel from its buttons', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        show
        message="Are you sure you want to delete this user?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByText('Are you sure you want to delete this user?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is named by its title and described by its question', () => {
    render(
      <ConfirmDialog
        show
        title="Submit feedback"
        message="Submit your feedback?"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Submit feedback' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Submit your feedback?',
    );
  });

  // The race (docs/developer/decisions/journey.md#the-invisible-dialog): a confirm during the fade-in left
  // react-bootstrap's Modal mounted, invisible (`fade modal` without `show`), over the page. Its exit waited
  // for the dialog's own `transitionend`; a transition of a child (a button's focus ring, the dialog's slide)
  // bubbling up first cancelled the fallback timer, and when the dialog's own fade never ran (opened and
  // closed within the same frame) no event ever came.
  it('leaves nothing mounted when confirmed at once after opening, whatever transitions bubble up', async () => {
    function Harness() {
      const [show, setShow] = useState(false);
      return (
        <>
          <button onClick={() => setShow(true)}>Open</button>
          <ConfirmDialog
            show={show}
            message="Sure?"
            onConfirm={() => setShow(false)}
            onCancel={() => setShow(false)}
          />
        </>
      );
    }
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const confirm = screen.getByRole('button', { name: 'OK' });
    fireEvent.click(confirm);
    act(() => {
      confirm.dispatchEvent(new Event('transitionend', { bubbles: true }));
    });
    await waitFor(() => expect(document.querySelector('.modal')).toBeNull());
    expect(document.body.classList.contains('modal-open')).toBe(false);
  });
});
