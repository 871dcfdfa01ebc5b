import { CheckCircle2Icon, ExternalLinkIcon, HardDriveIcon, XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { environmentVariableSet, type StorageTestResult } from '@crane/contract';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useTestStorage } from '../api/test-storage';

/** What the views show: the server's answer, or the spec's error when the request itself failed. */
type StorageTestView = Omit<StorageTestResult, 'details'> & {
  details: Partial<StorageTestResult['details']> & Pick<StorageTestResult['details'], 'environmentVars'>;
};

const driverLabels: Record<StorageTestResult['details']['driver'], string> = {
  local: 'Local storage (DATA_DIR/uploads)',
  gcs: 'Google Cloud Storage',
};

/** The Storage tab (spec §2, §8): a cloud storage configuration test with its Success and Configuration Error views. */
export function StorageTestPanel() {
  const testStorage = useTestStorage();
  const [result, setResult] = useState<StorageTestView>();

  const run = async () => {
    try {
      setResult(await testStorage.mutateAsync());
    } catch (error) {
      toast.error('Error', { description: 'An unexpected error occurred' });
      setResult({
        status: 'error',
        message: 'An error occurred while testing cloud storage configuration',
        details: { environmentVars: {} },
        error: error instanceof Error ? error.message : String(error),
        nextSteps: [],
      });
    }
  };

  return (
    <div className="space-y-5">
      <Card>
        <CardHeader>
          <CardTitle>Cloud Storage Configuration</CardTitle>
          <p className="text-sm text-slate-600">
            Uploaded PDFs, signatures, identification documents and generated reports are kept in the configured
            storage. The test writes a small file through it, reads it back and deletes it, and shows which storage
            environment variables are set (never their values).
          </p>
        </CardHeader>
        <CardContent>
          <Button onClick={() => void run()} disabled={testStorage.isPending}>
            <BusyIcon isBusy={testStorage.isPending} icon={HardDriveIcon} />
            {testStorage.isPending ? 'Testing Storage...' : 'Test Storage Configuration'}
          </Button>
        </CardContent>
      </Card>
      <div aria-live="polite">
        {result ? result.status === 'success' ? <SuccessView result={result} /> : <ErrorView result={result} /> : null}
      </div>
    </div>
  );
}

function SuccessView({ result }: { result: StorageTestView }) {
  const url = result.details.testUpload?.url;
  return (
    <Card className="border-green-300 bg-green-50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-green-900">
          <CheckCircle2Icon className="size-5" aria-hidden="true" />
          Success
        </CardTitle>
        <p className="text-sm text-green-950">{result.message}</p>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-green-950">
        {result.details.driver ? (
          <p>
            <span className="font-semibold">Storage in use:</span> {driverLabels[result.details.driver]}
          </p>
        ) : null}
        {url ? (
          <p>
            <span className="font-semibold">Uploaded test file:</span>{' '}
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-semibold break-all text-navy-800 underline"
            >
              storage-test.txt
              <ExternalLinkIcon className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ErrorView({ result }: { result: StorageTestView }) {
  const variables = Object.entries(result.details.environmentVars);
  return (
    <Card role="alert" className="border-red-300 bg-red-50 text-red-950">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-red-900">
          <XCircleIcon className="size-5" aria-hidden="true" />
          Configuration Error
        </CardTitle>
        <p className="text-sm">{result.message}</p>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {variables.length > 0 ? (
          <div className="space-y-2">
            <h4 className="font-semibold">Environment Variables</h4>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-red-200 bg-white p-3">
              {variables.map(([name, state]) => (
                <div key={name} className="contents">
                  <dt className="font-mono text-xs leading-6 break-all text-slate-800">{name}</dt>
                  <dd className={state === environmentVariableSet ? 'text-green-800' : 'text-red-800'}>{state}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {result.error ? (
          <div className="space-y-2">
            <h4 className="font-semibold">Error Details</h4>
            <pre className="rounded-lg border border-red-200 bg-white p-3 font-mono text-xs whitespace-pre-wrap break-words text-slate-900">
              {result.error}
            </pre>
          </div>
        ) : null}
        {result.nextSteps.length > 0 ? (
          <div className="space-y-2">
            <h4 className="font-semibold">Next Steps</h4>
            <ol className="list-decimal space-y-1 pl-5">
              {result.nextSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
