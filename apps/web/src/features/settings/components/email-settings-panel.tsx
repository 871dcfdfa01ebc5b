import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangleIcon, PlugZapIcon, SaveIcon, SendIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  EmailSettingsInputSchema,
  emailRequiredMessage,
  smtpPortForSecure,
  smtpPorts,
  TestEmailSchema,
  type EmailSettingsInput,
  type EmailStatus,
} from '@crane/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadErrorPanel, LoadingRows } from '@/components/ui/load-state';
import { Switch } from '@/components/ui/switch';
import { useConfigureEmail } from '../api/configure-email';
import { useEmailStatus } from '../api/get-email-status';
import { useSendTestEmail } from '../api/send-test-email';
import { useVerifyEmail } from '../api/verify-email';

const sourceLabels: Record<EmailStatus['source'], string> = {
  database: 'Using the settings saved here.',
  environment: 'Using the SMTP_* environment variables; saving here overrides them.',
  none: 'No settings yet: fill in the form and save.',
};

/** The Email tab (spec §2, §5, §8): SMTP settings, verify, a test email, and help. */
export function EmailSettingsPanel() {
  const status = useEmailStatus();

  if (status.isPending) return <LoadingRows label="Loading email settings" rows={2} rowClassName="h-48" />;
  if (status.isError) {
    return (
      <Card className="p-6">
        <LoadErrorPanel
          title="Failed to load email settings"
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      </Card>
    );
  }

  const isConfigured = status.data.configured;
  return (
    <div className="space-y-5">
      {isConfigured ? null : (
        <Alert variant="warning" role="alert">
          <AlertTriangleIcon aria-hidden="true" />
          <p>The email service is not configured. Please set the required environment variables.</p>
        </Alert>
      )}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <SmtpSettingsCard status={status.data} />
          <TestEmailCard isConfigured={isConfigured} />
        </div>
        <EmailHelp />
      </div>
    </div>
  );
}

const formValuesOf = (status: EmailStatus): EmailSettingsInput => ({
  host: status.settings.host,
  port: String(status.settings.port),
  secure: status.settings.secure,
  user: status.settings.user,
  password: '',
  from: status.settings.from,
});

/** The fields of spec §5 that must be filled. */
const requiredFields = ['host', 'user', 'from'] as const;

function SmtpSettingsCard({ status }: { status: EmailStatus }) {
  const configureEmail = useConfigureEmail();
  const verifyEmail = useVerifyEmail();
  const form = useForm({ resolver: zodResolver(EmailSettingsInputSchema), defaultValues: formValuesOf(status) });
  const { errors } = form.formState;

  const onInvalid = (invalid: FieldErrors<EmailSettingsInput>) => {
    const values = form.getValues();
    if (requiredFields.some((field) => invalid[field] && !String(values[field] ?? '').trim())) {
      toast.error('Missing fields', { description: 'Please fill in all required fields' });
    }
  };

  const onSubmit = form.handleSubmit(async (settings) => {
    try {
      const result = await configureEmail.mutateAsync(settings);
      toast.success('Email configuration updated', { description: result.message });
      // The password is never shown again: the field empties, and empty keeps the saved one.
      form.reset({ ...settings, port: String(settings.port), password: '' });
    } catch (error) {
      toast.error('Failed to update configuration', {
        description: error instanceof Error && error.message ? error.message : 'An error occurred',
      });
    }
  }, onInvalid);

  const verify = async () => {
    try {
      const result = await verifyEmail.mutateAsync();
      if (result.success) toast.success('Verification successful', { description: result.message });
      else
        toast.error('Verification failed', { description: result.message || 'Failed to connect to the email server' });
    } catch (error) {
      toast.error('Verification failed', {
        description: error instanceof Error && error.message ? error.message : 'Failed to connect to the email server',
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>SMTP Configuration</CardTitle>
          {status.configured ? (
            <Badge variant="success">Configured</Badge>
          ) : (
            <Badge variant="warning">Not configured</Badge>
          )}
        </div>
        <p className="text-sm text-slate-600">
          Outgoing email for completion notifications. {sourceLabels[status.source]}
        </p>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
            <FormField id="smtp-host" label="SMTP Host" error={errors.host?.message}>
              <Input autoComplete="off" placeholder="smtp.example.com" spellCheck={false} {...form.register('host')} />
            </FormField>
            <FormField id="smtp-port" label="SMTP Port" error={errors.port?.message}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                {...form.register('port', {
                  // Spec §5: a port that is not a number falls back to 587.
                  onBlur: (event: { target: { value: string } }) => {
                    if (!/^\s*\d+\s*$/.test(event.target.value)) form.setValue('port', String(smtpPorts.default));
                  },
                })}
              />
            </FormField>
          </div>
          <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
            <Controller
              control={form.control}
              name="secure"
              render={({ field }) => (
                <Switch
                  id="smtp-secure"
                  checked={field.value ?? false}
                  onCheckedChange={(checked) => {
                    field.onChange(checked);
                    // Spec §5: SSL/TLS on sets port 465, off sets 587.
                    form.setValue('port', String(smtpPortForSecure(checked)), { shouldDirty: true });
                  }}
                  onBlur={field.onBlur}
                  aria-describedby="smtp-secure-hint"
                />
              )}
            />
            <div className="space-y-0.5">
              <Label htmlFor="smtp-secure">Use SSL/TLS</Label>
              <p id="smtp-secure-hint" className="text-sm text-slate-600">
                On: SSL/TLS from the start, port 465. Off: port 587, upgraded with STARTTLS when the server offers it.
              </p>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="smtp-user" label="SMTP User" error={errors.user?.message}>
              <Input autoComplete="off" spellCheck={false} {...form.register('user')} />
            </FormField>
            <div className="space-y-1.5">
              <FormField id="smtp-password" label="SMTP Password" error={errors.password?.message}>
                <Input
                  type="password"
                  autoComplete="new-password"
                  placeholder={status.hasPassword ? 'Leave empty to keep it' : undefined}
                  {...form.register('password')}
                />
              </FormField>
              <p className="text-sm text-slate-600">
                {status.hasPassword
                  ? 'A password is saved: leave the field empty to keep it. It is stored encrypted and never shown.'
                  : 'Stored encrypted and never shown again.'}
              </p>
            </div>
          </div>
          <FormField id="smtp-from" label="From Address" error={errors.from?.message}>
            <Input
              autoComplete="off"
              spellCheck={false}
              placeholder="Crane Safety <induction@example.com>"
              {...form.register('from')}
            />
          </FormField>
          <div className="grid gap-3 pt-1 sm:flex sm:flex-wrap">
            <Button type="submit" disabled={configureEmail.isPending}>
              <BusyIcon isBusy={configureEmail.isPending} icon={SaveIcon} />
              {configureEmail.isPending ? 'Saving...' : 'Save Configuration'}
            </Button>
            <Button
              variant="outline"
              onClick={() => void verify()}
              disabled={!status.configured || verifyEmail.isPending}
            >
              <BusyIcon isBusy={verifyEmail.isPending} icon={PlugZapIcon} />
              {verifyEmail.isPending ? 'Verifying...' : 'Verify Connection'}
            </Button>
          </div>
          <p className="text-sm text-slate-600">Verify Connection and the test email use the saved settings.</p>
        </form>
      </CardContent>
    </Card>
  );
}

function TestEmailCard({ isConfigured }: { isConfigured: boolean }) {
  const sendTestEmail = useSendTestEmail();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();

  const send = async () => {
    const parsed = TestEmailSchema.safeParse({ email: address });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? emailRequiredMessage;
      setError(message);
      if (!address.trim()) toast.error('Email required', { description: emailRequiredMessage });
      return;
    }
    setError(undefined);
    try {
      const result = await sendTestEmail.mutateAsync(parsed.data);
      if (result.success) toast.success('Test email sent', { description: result.message });
      else
        toast.error('Failed to send test email', {
          description: result.message || 'Please check your email configuration',
        });
    } catch (caught) {
      toast.error('Failed to send test email', {
        description:
          caught instanceof Error && caught.message ? caught.message : 'Please check your email configuration',
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send Test Email</CardTitle>
        <p className="text-sm text-slate-600">
          Sends a real email now, through the saved settings, to the address below.
        </p>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <div className="min-w-0 flex-1">
            <FormField id="test-email-address" label="Test Email Address" error={error}>
              <Input
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={address}
                onChange={(event) => setAddress(event.target.value)}
              />
            </FormField>
          </div>
          <Button type="submit" className="sm:mt-6" disabled={!isConfigured || sendTestEmail.isPending}>
            <BusyIcon isBusy={sendTestEmail.isPending} icon={SendIcon} />
            {sendTestEmail.isPending ? 'Sending...' : 'Send Test Email'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function EmailHelp() {
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>Help</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
          <li>Every administrator gets an email when an inductee completes an induction.</li>
          <li>
            Settings saved here override the environment variables SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER,
            SMTP_PASSWORD and SMTP_FROM, and apply at once, without a restart.
          </li>
          <li>Port 587 with SSL/TLS off suits most providers; port 465 needs SSL/TLS on.</li>
          <li>Many providers (Gmail, Microsoft 365) need an app password rather than the account&apos;s own.</li>
          <li>Leave the password empty to keep the saved one, unless you change the host or the user.</li>
          <li>Verify Connection logs in to the server without sending anything.</li>
          <li>Emails that waited while email was not working are sent once the settings work.</li>
        </ul>
      </CardContent>
    </Card>
  );
}
