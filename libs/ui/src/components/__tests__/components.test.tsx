import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
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
});
