import { useMemo, useState } from 'react';

/** Where a multipart upload stands, for the worker on a weak signal (issue 16). */
export type UploadStatus =
  { kind: 'preparing' } | { kind: 'sending'; sentFraction: number } | { kind: 'waiting-for-network' };

/** What an upload tells as it goes: the api files pass these to apiRequest. */
export type UploadReport = {
  onPreparing?: () => void;
  onUploadProgress?: (sentFraction: number) => void;
  onOfflineRetry?: (waitSeconds: number) => void;
};

/**
 * The status of a screen's upload and the report that keeps it. `statusOf` reads it for a mutation:
 * TanStack Query holds a mutation asked for offline until the browser is online (paused), and the
 * worker is told that too.
 */
export function useUploadStatus() {
  const [status, setStatus] = useState<UploadStatus>();
  const report = useMemo<UploadReport>(
    () => ({
      onPreparing: () => setStatus({ kind: 'preparing' }),
      onUploadProgress: (sentFraction) => setStatus({ kind: 'sending', sentFraction }),
      onOfflineRetry: () => setStatus({ kind: 'waiting-for-network' }),
    }),
    [],
  );
  const statusOf = (mutation: { isPending: boolean; isPaused: boolean }): UploadStatus | undefined =>
    mutation.isPaused ? { kind: 'waiting-for-network' } : mutation.isPending ? status : undefined;
  return { statusOf, report };
}
