import { act, fireEvent, screen } from '@testing-library/react';
import { mockApi } from '../../../../testing/mock-api';
import { renderApp } from '../../../../testing/render-app';

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.useRealTimers());

function fill(name: string, email: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Signup' }));
}

describe('SignupPage', () => {
  it('links to Login', () => {
    renderApp({ path: '/signup' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it.each(['R2-D2', 'Ada1', '   '])('refuses the name %p without calling the server', (name) => {
    const api = mockApi({});
    renderApp({ path: '/signup' });
    fill(name, 'a@b.example');
    expect(screen.getByText('Please enter a valid name')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server message and goes to /login after 2 seconds', async () => {
    jest.useFakeTimers();
    const api = mockApi({
      'POST /signup': { status: 201, body: { message: 'User registered successfully' } },
    });
    renderApp({ path: '/signup' });
    fill('Ada Lovelace', 'ada@example.com');
    expect(await screen.findByText('User registered successfully')).toBeInTheDocument();
    expect(api.calls[0].body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup$/);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it("shows the server's error field (409 duplicate)", async () => {
    mockApi({
      'POST /signup': { status: 409, body: { statusCode: 409, error: 'Email already exists', message: 'x' } },
    });
    renderApp({ path: '/signup' });
    fill('Ada', 'ada@example.com');
    expect(await screen.findByText('Email already exists')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup$/);
  });

  it('falls back to the generic text without an error field', async () => {
    mockApi({ 'POST /signup': { networkError: true } });
    renderApp({ path: '/signup' });
    fill('Ada', 'ada@example.com');
    expect(await screen.findByText('Signup failed. Please try again.')).toBeInTheDocument();
  });

  it('does not submit an invalid email (native email validation)', () => {
    const api = mockApi({});
    renderApp({ path: '/signup' });
    fill('Ada', 'not-an-email');
    expect(api.calls).toHaveLength(0);
  });
});
