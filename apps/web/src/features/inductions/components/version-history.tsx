import { HistoryIcon } from 'lucide-react';
import {
  completionsChoiceLabels,
  formatDateTime,
  type InductionVersion,
  type InductionVersions,
} from '@crane/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadState } from '@/components/ui/load-state';
import { useVersions } from '../api/get-versions';

/**
 * The builder's version history (issue 14): each published version with when, by whom, what it did to
 * earlier completions and how many completions it has; and whether the draft has changes that
 * workers do not see yet.
 */
export function VersionHistory({ inductionId }: { inductionId: number }) {
  const versions = useVersions(inductionId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HistoryIcon className="size-5" aria-hidden="true" />
          Version history
        </CardTitle>
      </CardHeader>
      <CardContent>
        <LoadState
          query={versions}
          loading={{ label: 'Loading the versions', rows: 2, rowClassName: 'h-10' }}
          failure={{ title: 'Failed to load the versions', onRetry: () => void versions.refetch() }}
        >
          {(loaded) => <VersionList versions={loaded} />}
        </LoadState>
      </CardContent>
    </Card>
  );
}

function VersionList({ versions }: { versions: InductionVersions }) {
  return (
    <div className="space-y-3 text-sm">
      {versions.publishedVersion === null ? (
        <p className="text-slate-700">Not published yet: workers see this induction once you publish it.</p>
      ) : versions.hasUnpublishedChanges ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 font-medium text-amber-900">
          You have changes that workers do not see yet. Publish to make version{' '}
          {(versions.versions[0]?.version ?? 0) + 1}.
        </p>
      ) : (
        <p className="text-slate-700">Workers are given version {versions.publishedVersion}.</p>
      )}
      {versions.versions.length > 0 ? (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Versions">
          {versions.versions.map((version, index) => (
            <li key={version.version} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3">
              <span className="font-semibold text-slate-900">
                Version {version.version}
                {version.version === versions.publishedVersion ? ' (published)' : ''}
              </span>
              <span className="text-slate-700">
                {formatDateTime(version.publishedAt, versions.timeZone)}
                {version.publishedBy ? ` by ${version.publishedBy}` : ''}
              </span>
              <span className="w-full text-slate-600">{versionNote(versions.versions, index)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/**
 * What a version did to the completions before it (nothing for the first), and its completions, with
 * the later version that asked everyone to take it again, if one did: they no longer stand.
 * `versions` are the latest first.
 */
export function versionNote(versions: InductionVersion[], index: number): string {
  const version = versions[index]!;
  const choice = version.version === 1 ? 'First version' : completionsChoiceLabels[version.completionsChoice];
  const count = version.completionCount === 1 ? '1 completion' : `${version.completionCount} completions`;
  const superseding = versions
    .slice(0, index)
    .reverse()
    .find((later) => later.completionsChoice === 'retake');
  return superseding && version.completionCount > 0
    ? `${choice} · ${count}, superseded by version ${superseding.version}`
    : `${choice} · ${count}`;
}
