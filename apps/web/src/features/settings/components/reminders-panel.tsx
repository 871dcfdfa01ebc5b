import { BellRingIcon, SendIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import {
  formatLongDate,
  ReminderSettingsSchema,
  weekdayNames,
  type ReminderSettings,
  type ReminderStatus,
} from '@crane/contract';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { LoadErrorPanel, LoadingRows } from '@/components/ui/load-state';
import { Switch } from '@/components/ui/switch';
import { useReminderStatus, useSaveReminderSettings, useSendDigestNow } from '../api/reminders';

/**
 * Settings → Reminders (issue 15 §4): the daily run's emails, each kind on or off, the days before an
 * expiry, the weekday of the administrators' digest, and the digest sent at once to try it.
 */
export function RemindersPanel() {
  const status = useReminderStatus();
  if (status.isError) {
    return (
      <Card className="p-6">
        <LoadErrorPanel title="Failed to load the reminder settings" error={status.error} />
      </Card>
    );
  }
  if (!status.data) return <LoadingRows label="Loading the reminder settings" rows={4} rowClassName="h-10" />;
  return (
    <div className="space-y-5">
      <RemindersForm key={JSON.stringify(status.data.settings)} status={status.data} />
      <DigestNowCard />
    </div>
  );
}

type Errors = Partial<Record<keyof ReminderSettings, string>>;

/** "30, 7" as the days it lists, or the text when it is not a list of numbers (the schema says why). */
const parseDays = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : NaN));

function RemindersForm({ status }: { status: ReminderStatus }) {
  const [settings, setSettings] = useState(status.settings);
  const [daysText, setDaysText] = useState(status.settings.inductionDaysBefore.join(', '));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveReminderSettings();
  const change = (next: Partial<ReminderSettings>) => setSettings({ ...settings, ...next });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReminderSettingsSchema.safeParse({ ...settings, inductionDaysBefore: parseDays(daysText) });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        next[issue.path[0] as keyof ReminderSettings] ??=
          issue.path[0] === 'inductionDaysBefore' && issue.code === 'invalid_type'
            ? 'Give whole numbers of days, separated by commas'
            : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast.success('Reminder settings saved'),
      onError: (error) => toast.error('Saving failed', { description: error.message }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRingIcon className="size-5 text-navy-800" aria-hidden="true" />
          Reminders
        </CardTitle>
        <p className="text-sm text-slate-600">
          Once a day the server emails workers before their induction or a licence expires, and on the chosen day sends
          administrators a digest. Each reminder goes once.{' '}
          {status.lastRunOn ? `Last run: ${formatLongDate(status.lastRunOn, status.timeZone)}.` : 'It has not run yet.'}
        </p>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <fieldset className="space-y-3">
            <legend className="font-semibold text-slate-900">Induction expiry</legend>
            <ToggleRow
              id="reminders-inductions"
              label="Remind workers before their induction expires, and on the day"
              checked={settings.inductionReminders}
              onChange={(checked) => change({ inductionReminders: checked })}
            />
            <FormField
              id="reminders-induction-days"
              label="Days before (comma separated)"
              error={errors.inductionDaysBefore}
            >
              <Input
                className="max-w-48"
                inputMode="numeric"
                value={daysText}
                onChange={(event) => setDaysText(event.target.value)}
              />
            </FormField>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="font-semibold text-slate-900">Licence expiry</legend>
            <ToggleRow
              id="reminders-licences"
              label="Remind workers before a licence expires, with a link to upload the renewed licence"
              checked={settings.licenceReminders}
              onChange={(checked) => change({ licenceReminders: checked })}
            />
            <FormField id="reminders-licence-days" label="Days before" error={errors.licenceDaysBefore}>
              <Input
                className="max-w-48"
                type="number"
                inputMode="numeric"
                min={1}
                max={365}
                value={String(settings.licenceDaysBefore)}
                onChange={(event) => change({ licenceDaysBefore: Number(event.target.value) })}
              />
            </FormField>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="font-semibold text-slate-900">Administrators&apos; digest</legend>
            <ToggleRow
              id="reminders-digest"
              label="Send a weekly digest of expiring inductions and licences, and licences to verify"
              checked={settings.digest}
              onChange={(checked) => change({ digest: checked })}
            />
            <FormField id="reminders-digest-day" label="Digest day" error={errors.digestWeekday}>
              <Select
                className="max-w-48"
                value={String(settings.digestWeekday)}
                onChange={(event) => change({ digestWeekday: Number(event.target.value) })}
              >
                {weekdayNames.map((name, index) => (
                  <option key={name} value={index}>
                    {name}
                  </option>
                ))}
              </Select>
            </FormField>
          </fieldset>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Reminder Settings'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ToggleRow(props: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={props.id} checked={props.checked} onCheckedChange={props.onChange} />
      <label htmlFor={props.id} className="text-sm text-slate-900">
        {props.label}
      </label>
    </div>
  );
}

function DigestNowCard() {
  const send = useSendDigestNow();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Try the digest</CardTitle>
        <p className="text-sm text-slate-600">
          Emails this week&apos;s digest to you now, to see what administrators receive.
        </p>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          disabled={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: (sent) =>
                toast.success('Digest sent', { description: `The digest was emailed to ${sent.sentTo}.` }),
              onError: (error) => toast.error('Sending failed', { description: error.message }),
            })
          }
        >
          <BusyIcon isBusy={send.isPending} icon={SendIcon} />
          Send digest now
        </Button>
      </CardContent>
    </Card>
  );
}
