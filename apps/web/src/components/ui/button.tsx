import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/utils';

/**
 * A label wraps, centred, where its row is narrower than it (a long translation on a small phone);
 * never inside a word, so a one-word label stays on one line even in a table's narrowest cell.
 */
const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-center text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-navy-900 text-white hover:bg-navy-800',
        accent: 'bg-safety-400 text-navy-950 hover:bg-safety-500',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
        ghost: 'text-slate-700 hover:bg-slate-200/70',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        onDark: 'border border-white/30 text-white hover:bg-white/10',
      },
      size: { default: '', small: 'min-h-9 px-3', icon: 'size-11 px-0' },
    },
    defaultVariants: { variant: 'primary', size: 'default' },
  },
);

type Variants = VariantProps<typeof buttonVariants>;

/** A button's look, for an element that is not a button or a link of the app (an external link). */
export function buttonClasses({ variant, size, className }: Variants & { className?: string | undefined }) {
  return cn(buttonVariants({ variant, size }), className);
}

/** A button (type="button" unless given). */
export function Button({ className, variant, size, type, ...props }: ComponentProps<'button'> & Variants) {
  return <button className={buttonClasses({ variant, size, className })} type={type ?? 'button'} {...props} />;
}

/** A link of the app that looks like a button. */
export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & Variants & { to: string }) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
