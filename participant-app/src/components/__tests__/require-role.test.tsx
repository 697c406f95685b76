import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { loginAs, renderApp, renderWithRouter } from '../../testing/render-app';
import { mockApi } from '../../testing/mock-api';
import { RequireRole } from '../require-role';

beforeEach(() => sessionStorage.clear());

describe('participant guard', () => {
  it.each(['/dashboard', '/questionnaire', '/rate-videos', '/contact', '/distortion-examples'])(
    'redirects %s to /login when logged out',
    async (path) => {
      renderApp({ path });
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login$/);
    },
  );

  it('needs user_name as well as user_id', () => {
    sessionStorage.setItem('user_id', '3');
    renderApp({ path: '/contact' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('lets a logged-in participant through', () => {
    loginAs();
    mockApi({});
    renderApp({ path: '/contact' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact$/);
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('sends an unknown role to /', () => {
    loginAs();
    renderWithRouter(
      <Routes>
        <Route path="/x" element={<RequireRole role="superhero">secret</RequireRole>} />
        <Route path="/" element={<p>home</p>} />
      </Routes>,
      { path: '/x' },
    );
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('redirects unknown paths to /', () => {
    renderApp({ path: '/no/such/page' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
