import { Plural } from '@lingui/react/macro';
import { useEffect, useRef, type MouseEvent } from 'react';
import { certificationFieldId } from '../../lib/certification-field-ids';
import type { FieldProblem } from '../../lib/form-problems';
import { useValidationMessage } from '../../lib/validation-messages';

/**
 * What is wrong with the certification, at its top (issue 16 §3): focused at each failed submit
 * (`focusKey` counts them), so a screen reader says it, with a link to each field that moves focus
 * there; it shrinks as the worker corrects the answers.
 */
export function ErrorSummary({ problems, focusKey }: { problems: FieldProblem[]; focusKey: number }) {
  const translate = useValidationMessage();
  const summary = useRef<HTMLElement>(null);
  const focusedKey = useRef(0);
  // Once per failed submit, as soon as the summary is on screen (the form's errors may arrive a render
  // after the count).
  useEffect(() => {
    if (focusKey <= focusedKey.current || !summary.current) return;
    summary.current.focus();
    focusedKey.current = focusKey;
  });
  const problemCount = problems.length;
  if (problemCount === 0) return null;
  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    // Focusing scrolls the field into view.
    field.focus();
  };
  return (
    <section
      ref={summary}
      tabIndex={-1}
      aria-labelledby="cert-error-summary-title"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 focus:outline-2 focus:outline-red-700"
    >
      <h4 id="cert-error-summary-title" className="font-semibold">
        <Plural value={problemCount} _1="One answer needs your attention" other="# answers need your attention" />
      </h4>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {problems.map((problem) => {
          const id = certificationFieldId(problem.path);
          return (
            <li key={problem.path}>
              <a className="underline" href={`#${id}`} onClick={(event) => goTo(event, id)}>
                {translate(problem.message)}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
