import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Providers } from '@/app/providers';

/**
 * Renders a screen as the app does (query client with the app's defaults, toaster) at `path` of an
 * in-memory location, so that navigation can be read back from `currentPath()`.
 */
export function renderScreen(screen: ReactElement, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  // Every chosen file reaches the app, whatever the input's accept says: the app's own checks are under test.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <Providers>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {screen}
      </Router>
    </Providers>,
  );
  const currentPath = () => (location.history.at(-1) ?? path).split('?')[0];
  return { currentPath, user };
}
