import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { FilePlusIcon, SaveIcon, SendIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/lib/toast';
import type { CompletionsChoice, Induction, InductionPage, InductionVersions } from '@crane/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadErrorPanel, LoadingRows } from '@/components/ui/load-state';
import { useDeletePage } from '../api/delete-page';
import { InvalidPageDataError, usePages } from '../api/get-pages';
import { useVersions } from '../api/get-versions';
import { usePublishInduction } from '../api/publish-induction';
import { useReorderPages } from '../api/reorder-pages';
import { useUpdateInduction } from '../api/update-induction';
import { errorText } from '../lib/error-text';
import { renumber } from '../lib/page-summary';
import { PublishVersionDialog } from './publish-version-dialog';
import { SortablePageRow } from './sortable-page-row';

/** Spec §4 Reordering: a drag starts after 8 pixels, so a tap on a handle is not a drag. */
const dragActivationDistance = 8;

/**
 * Builder step 2 (spec §2): the pages in order, reordered by dragging or by keyboard (renumbered
 * from 1 at once, saved by Save Page Order), and the Save as Draft and Publish Induction actions.
 */
export function PageBuilder({ induction }: { induction: Induction }) {
  const [, navigate] = useLocation();
  const pagesQuery = usePages(induction.id);
  const reorder = useReorderPages();
  const updateInduction = useUpdateInduction();
  const deletePage = useDeletePage();
  const publishInduction = usePublishInduction();
  const versions = useVersions(induction.id);
  const [isPublishing, setIsPublishing] = useState(false);
  const [localOrder, setLocalOrder] = useState<number[]>();
  const [pageToDelete, setPageToDelete] = useState<InductionPage>();

  const serverPages = pagesQuery.data;
  const pages = localOrder && serverPages ? orderBy(serverPages, localOrder) : (serverPages ?? []);
  const isOrderChanged = localOrder !== undefined;

  useEffect(() => {
    if (!pagesQuery.isError) return;
    if (pagesQuery.error instanceof InvalidPageDataError) {
      toast.error('Invalid page data', { description: pagesQuery.error.message });
    } else {
      toast.error('Failed to load induction pages', {
        description: pagesQuery.error.message || 'There was an error loading the induction pages',
      });
    }
  }, [pagesQuery.isError, pagesQuery.error]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: dragActivationDistance } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = pages.map((page) => page.id);
    setLocalOrder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  /** Only saved pages (positive ids) are sent, numbered from 1 in the list's order (spec §5). */
  const saveOrder = async ({ quiet }: { quiet: boolean }): Promise<boolean> => {
    const order = renumber(pages.filter((page) => page.id > 0).map((page) => ({ id: page.id, order: page.order })));
    if (order.length === 0) {
      if (!quiet) toast.info('Nothing to save', { description: 'Save your pages first before reordering.' });
      return true;
    }
    try {
      await reorder.mutateAsync({ inductionId: induction.id, order });
      setLocalOrder(undefined);
      if (!quiet) toast.success('Page order updated');
      return true;
    } catch (error) {
      toast.error('Failed to save page order', { description: errorText(error) });
      return false;
    }
  };

  /** Save as Draft also keeps an order changed but not yet saved. */
  const saveAsDraft = async () => {
    if (isOrderChanged && !(await saveOrder({ quiet: true }))) return;
    try {
      await updateInduction.mutateAsync({ id: induction.id, update: { status: 'draft' } });
      toast.success('Draft saved', { description: 'Your induction has been saved as a draft' });
      navigate('/admin/inductions');
    } catch (error) {
      toast.error('Failed to update induction', { description: errorText(error) });
    }
  };

  /**
   * Publish keeps an unsaved order too, then makes the draft the version workers get (issue 14): the
   * first time at once, afterwards once the administrator has chosen what becomes of earlier completions.
   */
  const publish = async (choice: CompletionsChoice) => {
    if (isOrderChanged && !(await saveOrder({ quiet: true }))) return;
    try {
      const published = await publishInduction.mutateAsync({ inductionId: induction.id, completions: choice });
      setIsPublishing(false);
      toast.success('Induction published', { description: publishedText(published) });
      navigate('/admin/inductions');
    } catch (error) {
      toast.error('Failed to publish induction', { description: errorText(error) });
    }
  };
  /**
   * Any link of the app followed while an order is changed but not yet saved (Add New Page, a page's
   * Edit, Back to inductions, a builder step, a tab of the admin portal) keeps that order, as Save as
   * Draft and Publish do: it is saved first, and the link followed once it is. Caught on the document,
   * before the link's own handler, since most of those links are outside the page list.
   */
  useEffect(() => {
    if (!isOrderChanged) return;
    const keepOrderOnLeaving = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const to = link?.getAttribute('href');
      // Only the app's own screens: a file, the API or another tab is left to the browser.
      const isAppScreen =
        to?.startsWith('/') && !to.startsWith('//') && !to.startsWith('/api/') && !link?.hasAttribute('target');
      if (!to || !isAppScreen || link?.hasAttribute('download')) return;
      event.preventDefault();
      event.stopPropagation();
      void saveOrder({ quiet: true }).then((isSaved) => isSaved && navigate(to));
    };
    document.addEventListener('click', keepOrderOnLeaving, { capture: true });
    return () => document.removeEventListener('click', keepOrderOnLeaving, { capture: true });
  });

  const onPublish = () => {
    if (versions.data?.publishedVersion === null || versions.data === undefined) void publish('stayValid');
    else setIsPublishing(true);
  };

  const confirmDelete = () => {
    if (!pageToDelete) return;
    deletePage.mutate(
      { inductionId: induction.id, pageId: pageToDelete.id },
      {
        onSuccess: () => {
          setLocalOrder((order) => order?.filter((id) => id !== pageToDelete.id));
          setPageToDelete(undefined);
          toast.success('Page deleted');
        },
        onError: () =>
          toast.error('Failed to delete page', {
            description: 'There was an error deleting the page. Please try again.',
          }),
      },
    );
  };

  const titleOf = (id: UniqueIdentifier) => {
    const index = pages.findIndex((page) => page.id === Number(id));
    return index === -1 ? 'the page' : `Page ${index + 1}: ${pages[index]!.title}`;
  };
  const positionOf = (id: UniqueIdentifier) => pages.findIndex((page) => page.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} moved to position ${positionOf(over.id)} of ${pages.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${titleOf(active.id)} dropped at position ${positionOf(over.id)} of ${pages.length}.` : undefined,
    onDragCancel: ({ active }) => `Reordering cancelled; ${titleOf(active.id)} is back in its place.`,
  };
  const isBusy = reorder.isPending || updateInduction.isPending || publishInduction.isPending;

  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">Pages</h3>
          <p className="text-sm text-slate-600">Drag to reorder pages</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={isBusy} onClick={() => void saveOrder({ quiet: false })}>
            <SaveIcon aria-hidden="true" />
            Save Page Order
          </Button>
          <ButtonLink variant="accent" to={`/admin/inductions/${induction.id}/pages/new`}>
            <FilePlusIcon aria-hidden="true" />
            Add New Page
          </ButtonLink>
        </div>
      </div>

      {pagesQuery.isPending ? (
        <LoadingRows label="Loading pages" rows={2} rowClassName="h-20" />
      ) : pagesQuery.isError ? (
        <LoadErrorPanel
          title="Failed to load induction pages"
          error={pagesQuery.error}
          onRetry={() => void pagesQuery.refetch()}
          className="rounded-lg border border-red-200 bg-red-50 p-4"
        />
      ) : pages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No pages added yet.
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To reorder, press Space or Enter to pick the page up, move it with the Up and Down arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
            },
          }}
        >
          <SortableContext items={pages.map((page) => page.id)} strategy={verticalListSortingStrategy}>
            <ol className="space-y-3" aria-label="Pages in order">
              {pages.map((page, index) => (
                <SortablePageRow key={page.id} page={page} pageNumber={index + 1} onDelete={setPageToDelete} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      {isOrderChanged ? (
        <p role="status" className="text-sm font-medium text-amber-800">
          The new order is not saved yet.
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        {induction.status === 'active' ? null : (
          <Button variant="outline" disabled={isBusy} onClick={() => void saveAsDraft()}>
            Save as Draft
          </Button>
        )}
        <Button disabled={isBusy || pages.length === 0} onClick={onPublish}>
          <SendIcon aria-hidden="true" />
          Publish Induction
        </Button>
      </div>

      <PublishVersionDialog
        isOpen={isPublishing}
        onOpenChange={setIsPublishing}
        nextVersion={(versions.data?.versions[0]?.version ?? 0) + 1}
        isBusy={publishInduction.isPending}
        onPublish={(choice) => void publish(choice)}
      />
      <ConfirmDialog
        isOpen={pageToDelete !== undefined}
        onOpenChange={(open) => !open && setPageToDelete(undefined)}
        title="Delete page?"
        description={`“${pageToDelete?.title ?? ''}” will be removed from this induction. This cannot be undone.`}
        confirmLabel="Delete"
        isDestructive
        isBusy={deletePage.isPending}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

const workersAsked = (count: number) => (count === 1 ? '1 worker was asked' : `${count} workers were asked`);
const attemptsEnded = (count: number) =>
  count === 1 ? '1 worker part-way through must start again.' : `${count} workers part-way through must start again.`;

/** What a publish did: the version, and with "Everyone must take it again" whom it reached (issue 14). */
function publishedText({ publishedVersion, supersededCount = 0, supersededAttemptCount = 0 }: InductionVersions) {
  if (supersededCount === 0 && supersededAttemptCount === 0) return 'Your induction is now available to inductees';
  return [
    `Version ${publishedVersion} is now available.`,
    ...(supersededCount > 0 ? [`${workersAsked(supersededCount)} to take it again.`] : []),
    ...(supersededAttemptCount > 0 ? [attemptsEnded(supersededAttemptCount)] : []),
  ].join(' ');
}

/** The server's pages in the local order; pages the order does not know yet go last. */
function orderBy(pages: InductionPage[], order: number[]): InductionPage[] {
  const position = new Map(order.map((id, index) => [id, index]));
  return [...pages].sort((a, b) => (position.get(a.id) ?? order.length) - (position.get(b.id) ?? order.length));
}
