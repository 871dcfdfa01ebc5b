import { Tabs as TabsPrimitive } from 'radix-ui';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/utils';

export type TabLink = { to: string; label: string; icon?: ReactNode; end?: boolean };

/**
 * Tabs whose panels are routes: each tab is a link, the current one marked with aria-current,
 * so the address, the back button and reloading all keep the tab. Where the row is wider than the
 * screen, it wraps; on a phone it scrolls sideways instead, and the current tab is scrolled into sight.
 */
export function TabLinks({ tabs, label }: { tabs: TabLink[]; label: string }) {
  const [path] = useLocation();
  const currentTab = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Sideways within the row only: `nearest` leaves the page where it is when the tab is in sight.
    currentTab.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [path]);
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 rounded-xl bg-slate-200/70 p-1 sm:min-w-0 sm:flex-wrap">
        {tabs.map((tab) => {
          const isActive = path === tab.to || (!tab.end && path.startsWith(`${tab.to}/`));
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                ref={isActive ? currentTab : undefined}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-slate-950 [&_svg]:size-4',
                  isActive && 'bg-white text-navy-900 shadow-sm',
                )}
              >
                {tab.icon}
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export const Tabs = TabsPrimitive.Root;

/**
 * The row of tab buttons of in-page tabs (Radix: arrow keys move between them). It wraps where it is
 * wider than the screen, so that no tab hides behind a sideways scroll.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('inline-flex max-w-full flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-slate-950 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-5', className)} {...props} />;
}
