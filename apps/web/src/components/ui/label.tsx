import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A form label: the native element, which already focuses its control when pressed. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('block text-sm font-medium text-slate-800', className)} {...props} />;
}
