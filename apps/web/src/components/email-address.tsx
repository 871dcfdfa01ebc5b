import { Fragment } from 'react';
import { cn } from '@/lib/utils';

/**
 * An email address that, where it must wrap, wraps after the @ or before a dot rather than inside a
 * word; a part too long for its space still breaks rather than overflow.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <span className={cn('break-words', className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
