import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { ConfirmDialog } from './confirm-dialog';
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

/** A confirmation opened from state, as Reset is. */
function ConfirmFromState() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Reset Jordan Smith
      </button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title="Reset induction"
        description="Are you sure?"
        confirmLabel="Reset"
        onConfirm={() => setIsOpen(false)}
      />
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

describe('ConfirmDialog', () => {
  it('gives focus back to what opened it, by Cancel or by Escape', async () => {
    const { user } = renderScreen(<ConfirmFromState />);
    const opener = screen.getByRole('button', { name: 'Reset Jordan Smith' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Reset induction' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });
});
