import { useState } from 'react';
import type { FieldValues, UseFormReset } from 'react-hook-form';

/** Open state for a dialog holding a form: closing it, by any means, empties the form. */
export function useDialogForm<Values extends FieldValues>(reset: UseFormReset<Values>, emptyValues: Values) {
  const [isOpen, setIsOpen] = useState(false);
  const onOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) reset(emptyValues);
  };
  return { isOpen, onOpenChange };
}
