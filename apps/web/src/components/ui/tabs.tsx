import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

export type TabLink = { to: string; label: string; icon?: ReactNode; end?: boolean };

/**
 * Tabs whose panels are routes: each tab is a link, the current one marked with aria-current,
 * so the address, the back button and reloading all keep the tab.
 */
export function TabLinks({ tabs, label }: { tabs: TabLink[]; label: string }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 rounded-xl bg-slate-200/70 p-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end ?? false}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-slate-950 [&_svg]:size-4',
                  isActive && 'bg-white text-navy-900 shadow-sm',
                )
              }
            >
              {tab.icon}
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
