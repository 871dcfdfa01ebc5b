import { Skeleton } from '@/components/ui/skeleton';
import { usePages } from '../api/get-pages';
import { InductionFrame, NewInductionFrame } from './builder-frame';
import { InductionDetailsForm } from './induction-details-form';
import { PageBuilder } from './page-builder';
import { PageEditor } from './page-editor';
import { VersionHistory } from './version-history';

/** Builder step 1 for a new induction. */
export function CreateInductionScreen() {
  return (
    <NewInductionFrame>
      <InductionDetailsForm />
    </NewInductionFrame>
  );
}

/** Builder step 1 for an existing induction (Update Induction). */
export function InductionDetailsScreen({ inductionId }: { inductionId: number }) {
  return (
    <InductionFrame inductionId={inductionId} step={1}>
      {(induction) => <InductionDetailsForm induction={induction} />}
    </InductionFrame>
  );
}

/** Builder step 2: the page list. */
export function InductionPagesScreen({ inductionId }: { inductionId: number }) {
  return (
    <InductionFrame inductionId={inductionId} step={2}>
      {(induction) => (
        <div className="space-y-6">
          <PageBuilder induction={induction} />
          <VersionHistory inductionId={induction.id} />
        </div>
      )}
    </InductionFrame>
  );
}

/** The page editor, for a new page (no pageId) or an existing one: part of step 2, the pages. */
export function PageEditorScreen({ inductionId, pageId }: { inductionId: number; pageId?: number }) {
  const pages = usePages(inductionId);
  return (
    <InductionFrame inductionId={inductionId} step={2}>
      {() => {
        if (pages.isPending) return <Skeleton className="h-96 w-full" />;
        if (pages.isError) {
          return (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
              Failed to load induction pages. {pages.error.message}
            </p>
          );
        }
        const page = pageId === undefined ? undefined : pages.data.find((candidate) => candidate.id === pageId);
        if (pageId !== undefined && !page) {
          return (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
              Page Not Found: This page doesn&apos;t exist or has been removed.
            </p>
          );
        }
        return <PageEditor key={pageId ?? 'new'} inductionId={inductionId} page={page} pageCount={pages.data.length} />;
      }}
    </InductionFrame>
  );
}
