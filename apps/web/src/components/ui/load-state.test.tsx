import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LoadState } from './load-state';

// Its texts are in the worker's language, as the app's provider gives it (English in the tests).
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const render = (ui: ReactElement) => renderBare(ui, { wrapper });

const loading = { label: 'Loading inductions', rows: 3, rowClassName: 'h-10' };

describe('the load state of a screen', () => {
  it('shows busy placeholder rows until there is data, then the content', () => {
    const { rerender } = render(
      <LoadState query={{ data: undefined, isError: false, error: null }} loading={loading} failure={{ title: 'x' }}>
        {(names: string[]) => <p>{names.join(', ')}</p>}
      </LoadState>,
    );
    expect(screen.getByRole('status', { name: 'Loading inductions' })).toHaveAttribute('aria-busy', 'true');
    rerender(
      <LoadState
        query={{ data: ['Site rules'], isError: false, error: null }}
        loading={loading}
        failure={{ title: 'x' }}
      >
        {(names: string[]) => <p>{names.join(', ')}</p>}
      </LoadState>,
    );
    expect(screen.getByText('Site rules')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells what failed and why, with Try again when the screen can load again', async () => {
    const onRetry = vi.fn();
    render(
      <LoadState
        query={{ data: ['kept'], isError: true, error: new Error('500: Internal server error') }}
        loading={loading}
        failure={{ title: 'Failed to load inductions', onRetry }}
      >
        {() => <p>content</p>}
      </LoadState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load inductions');
    expect(alert).toHaveTextContent('500: Internal server error');
    expect(screen.queryByText('content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("offers spec §2's Refresh Page, with its default text, when the screen gives no retry", () => {
    render(
      <LoadState
        query={{ data: undefined, isError: true, error: new Error('') }}
        loading={loading}
        failure={{ title: 'Failed to load dashboard data' }}
      >
        {() => null}
      </LoadState>,
    );
    expect(screen.getByText('There was an error connecting to the database. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});
