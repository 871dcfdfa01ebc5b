import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';

/**
 * Renders a screen as the app does (query client with the app's defaults, toaster) at `path` of a
 * memory router, so that navigation can be read back from `router.state.location`.
 */
export function renderScreen(screen: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: screen }], { initialEntries: [path] });
  // Every chosen file reaches the app, whatever the input's accept says: the app's own checks are under test.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user };
}
