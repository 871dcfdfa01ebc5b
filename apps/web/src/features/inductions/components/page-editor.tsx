import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, EyeIcon, SaveIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, Suspense, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { toast } from '@/lib/toast';
import { translationLanguages, type InductionPage, type PageInput } from '@crane/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSavePage } from '../api/save-page';
import { errorText } from '../lib/error-text';
import { newPageValues, PageFormSchema, pageValues, type PageFormValues } from '../lib/page-form';
import { newPageOrder } from '../lib/page-summary';
import { PagePreviewDialog } from './page-preview-dialog';
import { PageSettingsPanel } from './page-settings-panel';
import { PdfAttachment } from './pdf-attachment';
import { PageTranslations } from './page-translations';
import { QuizBuilder } from './quiz-builder';

/** The editor (ProseMirror) is the largest part of the admin code: it loads only with the page editor. */
const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

type PageEditorProps = {
  inductionId: number;
  /** The page being edited; without it a new page is made. */
  page?: InductionPage;
  /** How many pages the induction has now: a new page is numbered after them. */
  pageCount: number;
};

const tabClassName =
  'inline-flex min-h-10 flex-1 items-center justify-center rounded-md px-3 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm sm:flex-none';

/** Spec §2 Page editor: title, minimum time, rich text or quiz, signature requirement and a PDF. */
export function PageEditor({ inductionId, page, pageCount }: PageEditorProps) {
  const [, navigate] = useLocation();
  const savePage = useSavePage();
  const contentLabelId = useId();
  const builderPath = `/admin/inductions/${inductionId}`;
  // Spec §3: an unsaved page has a negative temporary id; its order is 100 + |id| (spec §4).
  const temporaryId = -(pageCount + 1);
  // The revision opened, kept while the pages are read again: a page another admin changed since is
  // refused, not overwritten, however often Save is pressed (decision 54).
  const [openedRevision] = useState(page?.revision);
  const form = useForm<PageFormValues, unknown, PageInput>({
    resolver: zodResolver(PageFormSchema),
    defaultValues: page ? pageValues(page) : newPageValues(pageCount + 1),
  });
  const { errors } = form.formState;
  const values = useWatch({ control: form.control }) as PageFormValues;
  const contentError = errors.content?.content?.message;

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        await savePage.mutateAsync({
          inductionId,
          pageId: page?.id ?? temporaryId,
          page: { ...input, order: page ? page.order : newPageOrder(temporaryId), revision: openedRevision },
        });
        toast.success('Page saved');
        navigate(builderPath);
      } catch (error) {
        toast.error('Failed to save page', { description: errorText(error) });
      }
    },
    (invalid) => {
      // A translation's problem is shown in its own tab, which may not be the one open: said here too.
      const translationProblem = translationLanguages
        .map((language) => invalid.translations?.[language]?.title?.message)
        .find((message) => message !== undefined);
      if (translationProblem) toast.error('Failed to save page', { description: translationProblem });
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ButtonLink variant="ghost" className="-ml-2" to={builderPath}>
          <ArrowLeftIcon aria-hidden="true" />
          Back to pages
        </ButtonLink>
        <h3 className="text-lg font-semibold text-slate-900">{page ? 'Edit Page' : 'New Page'}</h3>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="space-y-5 p-5 sm:p-6">
          <FormField id="page-title" label="Page Title" error={errors.title?.message}>
            <Input autoComplete="off" {...form.register('title')} />
          </FormField>
          <FormField id="page-min-time" label="Minimum Time (seconds)" error={errors.minTimeSeconds?.message}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className="max-w-40"
              {...form.register('minTimeSeconds', { valueAsNumber: true })}
            />
          </FormField>

          <Controller
            control={form.control}
            name="content.type"
            render={({ field }) => (
              <Tabs.Root value={field.value} onValueChange={(type) => field.onChange(type)}>
                <Tabs.List aria-label="Content type" className="flex gap-1 rounded-lg bg-slate-200/70 p-1">
                  <Tabs.Trigger value="richText" className={tabClassName}>
                    Rich Text Content
                  </Tabs.Trigger>
                  <Tabs.Trigger value="quiz" className={tabClassName}>
                    Quiz Questions
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="richText" className="mt-4 space-y-1.5">
                  <p id={contentLabelId} className="text-sm font-medium text-slate-800">
                    Page Content
                  </p>
                  <Controller
                    control={form.control}
                    name="content.content"
                    render={({ field: contentField }) => (
                      <Suspense fallback={<Skeleton className="h-60 w-full" />}>
                        <RichTextEditor
                          labelId={contentLabelId}
                          value={contentField.value}
                          onChange={contentField.onChange}
                          isInvalid={Boolean(contentError)}
                          describedBy={contentError ? `${contentLabelId}-error` : undefined}
                        />
                      </Suspense>
                    )}
                  />
                  {contentError ? (
                    <p id={`${contentLabelId}-error`} className="text-sm text-red-700">
                      {contentError}
                    </p>
                  ) : null}
                </Tabs.Content>
                <Tabs.Content value="quiz" className="mt-4">
                  <Controller
                    control={form.control}
                    name="content.quiz.questions"
                    render={({ field: questionsField }) => (
                      <QuizBuilder
                        questions={questionsField.value}
                        onChange={questionsField.onChange}
                        errors={errors.content?.quiz?.questions}
                      />
                    )}
                  />
                </Tabs.Content>
              </Tabs.Root>
            )}
          />

          <div className="space-y-1 rounded-lg border border-slate-200 p-4">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium text-slate-900">
              <input
                type="checkbox"
                className="size-5 accent-navy-800"
                {...form.register('content.requireSignature')}
              />
              Signature Requirement
            </label>
            <p className="text-sm text-slate-600">The inductee must sign to acknowledge this page before moving on.</p>
          </div>

          <PdfAttachment
            pdfUrl={values.content.pdfUrl}
            pdfName={values.content.pdfName}
            onChange={(pdf) => {
              form.setValue('content.pdfUrl', pdf?.url ?? null, { shouldDirty: true });
              form.setValue('content.pdfName', pdf?.name ?? null, { shouldDirty: true });
            }}
          />

          <PageTranslations
            values={values}
            errorsByLanguage={Object.fromEntries(
              translationLanguages.map((language) => [language, errors.translations?.[language]?.title?.message]),
            )}
            onChange={(language, translation) => {
              const { [language]: _replaced, ...others } = form.getValues('translations');
              form.setValue('translations', translation ? { ...others, [language]: translation } : others, {
                shouldDirty: true,
              });
            }}
          />

          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
            <PagePreviewDialog
              values={values}
              trigger={
                <Button variant="outline">
                  <EyeIcon aria-hidden="true" />
                  Preview
                </Button>
              }
            />
            <Button type="submit" disabled={savePage.isPending}>
              <SaveIcon aria-hidden="true" />
              {savePage.isPending ? 'Saving...' : 'Save Page'}
            </Button>
          </div>
        </Card>
        <PageSettingsPanel values={values} />
      </div>
    </form>
  );
}
