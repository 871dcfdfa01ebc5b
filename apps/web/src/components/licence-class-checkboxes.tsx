import { hrwlClasses, hrwlClassNames, type HrwlClass } from '@crane/contract';
import { cn } from '@/lib/utils';

/**
 * The national High Risk Work Licence classes as ticks, each with its name ("C6 Slewing mobile crane
 * (up to 60 t)"), kept in the list's order: the classes a worker holds, or those a builder requires.
 */
export function LicenceClassCheckboxes(props: {
  value: readonly HrwlClass[];
  onChange: (classes: HrwlClass[]) => void;
  /** The first tick's id, where an error summary sends the worker. */
  firstId?: string;
  /** Smaller ticks in three columns, for the builder. */
  isCompact?: boolean;
}) {
  const toggle = (code: HrwlClass, isTicked: boolean) =>
    props.onChange(hrwlClasses.filter((known) => (known === code ? isTicked : props.value.includes(known))));
  return (
    <div className={cn('grid gap-x-4 sm:grid-cols-2', props.isCompact && 'lg:grid-cols-3')}>
      {hrwlClasses.map((code, index) => (
        <label
          key={code}
          className={cn(
            'flex cursor-pointer items-center text-sm text-slate-900',
            props.isCompact ? 'min-h-9 gap-2' : 'min-h-11 gap-3',
          )}
        >
          <input
            id={index === 0 ? props.firstId : undefined}
            type="checkbox"
            className={cn('shrink-0 accent-navy-800', props.isCompact ? 'size-4' : 'size-5')}
            checked={props.value.includes(code)}
            onChange={(event) => toggle(code, event.target.checked)}
          />
          <span>
            <span className="font-semibold">{code}</span> {hrwlClassNames[code]}
          </span>
        </label>
      ))}
    </div>
  );
}
