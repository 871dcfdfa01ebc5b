import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { Label } from './label';

type FormFieldProps = {
  id: string;
  label: string;
  /** The validation message to show under the control, if any. */
  error?: string | undefined;
  /** One input or select; it receives the id and the accessibility attributes. */
  children: ReactElement<Record<string, unknown>>;
};

/** A labelled control with its validation message, linked for screen readers. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
