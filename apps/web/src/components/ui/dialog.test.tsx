import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { Dialog, DialogContent, DialogTitle } from './dialog';

/** A dialog opened from state, as a row's View or a confirmation is: no Radix Trigger. */
function OpenedFromState() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setIsOpen(true)}>
        View Jordan Smith
      </button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Completion Details</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('gives focus back to what opened it, by Escape or by its close button', async () => {
    const { user } = renderScreen(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'View Jordan Smith' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Completion Details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
  });
});
