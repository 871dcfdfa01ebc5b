import { BellRingIcon, DatabaseIcon, HardDriveIcon, MailIcon, ShieldCheckIcon } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DatabasePanel } from './database-panel';
import { EmailSettingsPanel } from './email-settings-panel';
import { IntegrityPanel } from './integrity-panel';
import { RemindersPanel } from './reminders-panel';
import { StorageTestPanel } from './storage-test-panel';

const tabValues = ['storage', 'email', 'reminders', 'database', 'integrity'] as const;
type SettingsTab = (typeof tabValues)[number];

const isSettingsTab = (value: string | null): value is SettingsTab => tabValues.includes(value as SettingsTab);

/**
 * The Settings tab (spec §2): Storage, Email and Database, Reminders (decision 31) and Integrity (decision 28). The chosen tab is kept in the address
 * (?tab=email), so reloading or sharing the page keeps it.
 */
export function SettingsPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: SettingsTab = isSettingsTab(requested) ? requested : 'storage';

  return (
    <section aria-labelledby="settings-heading" className="space-y-5">
      <h2 id="settings-heading" className="text-xl font-bold text-slate-900">
        Settings
      </h2>
      <Tabs
        value={tab}
        onValueChange={(value) => setSearchParams(value === 'storage' ? {} : { tab: value }, { replace: true })}
      >
        <TabsList aria-label="Settings">
          <TabsTrigger value="storage">
            <HardDriveIcon aria-hidden="true" />
            Storage
          </TabsTrigger>
          <TabsTrigger value="email">
            <MailIcon aria-hidden="true" />
            Email
          </TabsTrigger>
          <TabsTrigger value="reminders">
            <BellRingIcon aria-hidden="true" />
            Reminders
          </TabsTrigger>
          <TabsTrigger value="database">
            <DatabaseIcon aria-hidden="true" />
            Database
          </TabsTrigger>
          <TabsTrigger value="integrity">
            <ShieldCheckIcon aria-hidden="true" />
            Integrity
          </TabsTrigger>
        </TabsList>
        <TabsContent value="storage">
          <StorageTestPanel />
        </TabsContent>
        <TabsContent value="email">
          <EmailSettingsPanel />
        </TabsContent>
        <TabsContent value="reminders">
          <RemindersPanel />
        </TabsContent>
        <TabsContent value="database">
          <DatabasePanel />
        </TabsContent>
        <TabsContent value="integrity">
          <IntegrityPanel />
        </TabsContent>
      </Tabs>
    </section>
  );
}
