import { idParam } from '@crane/contract';
import { Link, useParams } from 'wouter';
import {
  CreateInductionScreen,
  InductionDetailsScreen,
  InductionPagesScreen,
  PageEditorScreen,
} from '@/features/inductions';

/** The id an address names (the server's rule), or undefined where it names none. */
function idIn(value: string | undefined): number | undefined {
  return idParam().safeParse(value).data;
}

/** An address with an id that cannot exist, shown inside the portal. */
function UnknownAddress() {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <p>Page Not Found: This page doesn&apos;t exist or has been removed.</p>
      <Link to="/admin/inductions" className="font-medium underline">
        Back to inductions
      </Link>
    </div>
  );
}

export function AdminInductionCreate() {
  return <CreateInductionScreen />;
}

export function AdminInductionDetails() {
  const inductionId = idIn(useParams().inductionId);
  return inductionId ? <InductionDetailsScreen inductionId={inductionId} /> : <UnknownAddress />;
}

export function AdminInductionPages() {
  const inductionId = idIn(useParams().inductionId);
  return inductionId ? <InductionPagesScreen inductionId={inductionId} /> : <UnknownAddress />;
}

export function AdminPageEditor() {
  const params = useParams();
  const inductionId = idIn(params.inductionId);
  const pageId = params.pageId === undefined ? undefined : idIn(params.pageId);
  if (!inductionId || (params.pageId !== undefined && !pageId)) return <UnknownAddress />;
  return <PageEditorScreen inductionId={inductionId} pageId={pageId} />;
}
