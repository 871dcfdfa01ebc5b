import { DropdownMenu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A dropdown menu's panel: in a portal, aligned to the end of its trigger, in the app's menu style. */
export function MenuContent({ className, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={4}
        className={cn('z-50 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg', className)}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}
