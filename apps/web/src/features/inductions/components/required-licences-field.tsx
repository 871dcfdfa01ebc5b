import { Plus, Trash2 } from 'lucide-react';
import { requiredLicenceText, requiredLicencesMax, type RequiredLicence } from '@crane/contract';
import { LicenceClassCheckboxes } from '@/components/licence-class-checkboxes';
import { Button } from '@/components/ui/button';

type RequiredLicencesFieldProps = {
  value: RequiredLicence[];
  onChange: (value: RequiredLicence[]) => void;
  error?: string | undefined;
};

/**
 * The builder's required licences (issue 15): a driver's licence, and any number of high risk work
 * licences, each holding at least one of the classes ticked (any class when none is).
 */
export function RequiredLicencesField({ value, onChange, error }: RequiredLicencesFieldProps) {
  const requiresDrivers = value.some((required) => required.kind === 'drivers');
  const setDrivers = (isRequired: boolean) =>
    onChange(isRequired ? [...value, { kind: 'drivers' }] : value.filter((required) => required.kind !== 'drivers'));
  const replace = (index: number, next: RequiredLicence | null) =>
    onChange(value.flatMap((required, at) => (at !== index ? [required] : next === null ? [] : [next])));
  return (
    <fieldset className="space-y-3" aria-describedby={error ? 'required-licences-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">Required Licences</legend>
      <p className="text-sm text-slate-600">
        Workers must give these licences, with their number, expiry and photos of both sides, to complete the induction.
      </p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-900">
        <input
          type="checkbox"
          className="size-5 accent-navy-800"
          checked={requiresDrivers}
          onChange={(event) => setDrivers(event.target.checked)}
        />
        Driver&apos;s licence
      </label>
      {value.map((required, index) =>
        required.kind !== 'hrwl' ? null : (
          <div
            key={index}
            role="group"
            aria-labelledby={`required-hrwl-${index}`}
            className="space-y-2 rounded-md border border-slate-200 p-3"
          >
            <div className="flex items-start justify-between gap-3">
              <p id={`required-hrwl-${index}`} className="text-sm font-medium text-slate-900">
                {requiredLicenceText(required)}
              </p>
              <Button
                type="button"
                variant="ghost"
                size="small"
                onClick={() => replace(index, null)}
                aria-label={`Remove: ${requiredLicenceText(required)}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove
              </Button>
            </div>
            <p className="text-xs text-slate-600">Tick the classes of which the worker must hold at least one.</p>
            <LicenceClassCheckboxes
              isCompact
              value={required.classes}
              onChange={(classes) => replace(index, { kind: 'hrwl', classes })}
            />
          </div>
        ),
      )}
      <Button
        type="button"
        variant="outline"
        size="small"
        disabled={value.length >= requiredLicencesMax}
        onClick={() => onChange([...value, { kind: 'hrwl', classes: [] }])}
      >
        <Plus aria-hidden="true" className="size-4" />
        Require a High Risk Work Licence
      </Button>
      {error ? (
        <p id="required-licences-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
