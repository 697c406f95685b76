import { Suspense } from 'react';
import { act, screen } from '@testing-library/react';
import { SharedQueryClientProvider } from '@vvq/ui';
import * as eager from '../../testing/eager-pages';
import { renderWithRouter } from '../../testing/render-app';
import * as lazyPages from '../lazy-pages';

describe('lazy-pages (the routes map it to testing/eager-pages in unit tests)', () => {
  it('exports exactly the pages eager-pages stands in for, each loaded on demand', () => {
    expect(Object.keys(lazyPages).sort()).toEqual(Object.keys(eager).sort());
    for (const page of Object.values(lazyPages)) {
      expect((page as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    }
  });

  it('loads the real page behind the lazy one', async () => {
    await act(async () => {
      renderWithRouter(
        <Suspense fallback={<p>loading page</p>}>
          {/* As the routes do: the login goes through the page's QueryClient. */}
          <SharedQueryClientProvider>
            <lazyPages.LoginPage />
          </SharedQueryClientProvider>
        </Suspense>,
        { path: '/login' },
      );
    });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByText('loading page')).not.toBeInTheDocument();
  });
});
