import type { UseFormRegisterReturn } from 'react-hook-form';

type NamedCheckboxesProps = {
  legend: string;
  /** Each choice: the name another system knows it by, and what it means. */
  choices: readonly (readonly [name: string, meaning: string])[];
  /** The form's registration of the list field (react-hook-form gathers the checked values). */
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

/** Checkboxes for the scopes of a token or the events of a webhook: each by its name and meaning. */
export function NamedCheckboxes({ legend, choices, registration, error }: NamedCheckboxesProps) {
  const errorId = `${registration.name}-error`;
  return (
    <fieldset className="space-y-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {choices.map(([name, meaning]) => (
        <label key={name} className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm">
          <input
            type="checkbox"
            value={name}
            className="mt-0.5 size-5 shrink-0 accent-navy-800"
            aria-invalid={error ? true : undefined}
            {...registration}
          />
          <span>
            <span className="font-mono font-medium text-slate-900">{name}</span>
            <span className="block text-slate-600">{meaning}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
