import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

const base = { label: 'Pages of completions', pageSize: 10, shown: 10, noun: 'results', onPage: () => {} };

describe('the pager of a list paged on the server', () => {
  it('says which rows of how many, and how many pages, when the total is exact', () => {
    render(<Pager {...base} page={2} total={1234} isTotalExact onCountAll={() => {}} />);
    expect(screen.getByText(/Showing 11 to 20 of 1,234 results/)).toBeInTheDocument();
    expect(screen.getByText('2 of 124 pages')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Count All' })).not.toBeInTheDocument();
  });

  it('says "more than" a floor, lets the next page open, and offers to count every match', async () => {
    const onCountAll = vi.fn();
    const onPage = vi.fn();
    render(<Pager {...base} page={1} total={1000} isTotalExact={false} onCountAll={onCountAll} onPage={onPage} />);
    expect(screen.getByText(/Showing 1 to 10 of more than 1,000 results/)).toBeInTheDocument();
    expect(screen.getByText('1 of more than 100 pages')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Count All' }));
    expect(onCountAll).toHaveBeenCalledOnce();
  });
});
