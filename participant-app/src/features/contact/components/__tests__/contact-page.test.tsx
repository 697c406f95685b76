import { act, fireEvent, screen } from '@testing-library/react';
import { mockApi } from '../../../../testing/mock-api';
import { loginAs, renderApp } from '../../../../testing/render-app';

beforeEach(() => {
  sessionStorage.clear();
  loginAs(7, 'ada');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function fillAndSend(name = 'Ada', email = 'ada@example.com', message = 'Hello team') {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Message'), { target: { value: message } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactPage', () => {
  it('has a looping muted background video and required fields', () => {
    renderApp({ path: '/contact' });
    const video = screen.getByTestId('background-video') as HTMLVideoElement;
    expect(video.loop && video.muted).toBe(true);
    for (const label of ['Name', 'Email', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('does not send an incomplete form', () => {
    const api = mockApi({});
    renderApp({ path: '/contact' });
    fillAndSend('Ada', 'ada@example.com', '');
    fillAndSend('Ada', 'bad-email', 'hi');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server message, clears the form and goes to / after 2 seconds', async () => {
    jest.useFakeTimers();
    const api = mockApi({ 'POST /contact': { status: 201, body: { message: 'Message received' } } });
    renderApp({ path: '/contact' });
    fillAndSend();
    expect(await screen.findByText('Message received')).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hello team' });
    expect(api.calls[0].headers.Authorization).toBe('Bearer token-7');
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact$/);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("shows 'Submission failed.' when the response has no message", async () => {
    mockApi({ 'POST /contact': { status: 201, body: {} } });
    renderApp({ path: '/contact' });
    fillAndSend();
    expect(await screen.findByText('Submission failed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });

  it('shows the failure text when the request fails', async () => {
    mockApi({
      'POST /contact': {
        status: 400,
        body: { statusCode: 400, error: 'email must be an email', message: [] },
      },
    });
    renderApp({ path: '/contact' });
    fillAndSend();
    expect(await screen.findByText('Failed to submit the form. Please try again.')).toBeInTheDocument();
  });
});
