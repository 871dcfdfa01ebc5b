import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const alertVariants = cva('flex gap-3 rounded-xl border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0', {
  variants: {
    variant: {
      warning: 'border-amber-300 bg-amber-50 text-amber-950',
      destructive: 'border-red-300 bg-red-50 text-red-900',
      success: 'border-green-300 bg-green-50 text-green-950',
      info: 'border-blue-200 bg-blue-50 text-blue-950',
    },
  },
  defaultVariants: { variant: 'info' },
});

/** A message that stands out from the page: an icon (first child) beside the text. */
export function Alert({ className, variant, ...props }: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}
