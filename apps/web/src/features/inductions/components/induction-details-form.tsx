import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { toast } from '@/lib/toast';
import {
  inductionLimits,
  InductionInputSchema,
  type InductionTranslations,
  type Induction,
  type InductionFormValues,
  type InductionInput,
} from '@crane/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { useCreateInduction } from '../api/create-induction';
import { useUpdateInduction } from '../api/update-induction';
import { errorText } from '../lib/error-text';
import { InductionTranslationsField } from './induction-translations-field';
import { RequiredLicencesField } from './required-licences-field';

/**
 * Builder step 1 (spec §2): title, minimum total time (at least 5 minutes, 20 by default),
 * description, and the licences a worker must give (issue 15). A new induction is created as a draft; an existing one keeps its status.
 */
export function InductionDetailsForm({ induction }: { induction?: Induction }) {
  const [, navigate] = useLocation();
  const create = useCreateInduction();
  const update = useUpdateInduction();
  const form = useForm<InductionFormValues, unknown, InductionInput>({
    resolver: zodResolver(InductionInputSchema),
    defaultValues: {
      title: induction?.title ?? '',
      description: induction?.description ?? '',
      totalMinTimeMinutes: induction?.totalMinTimeMinutes ?? inductionLimits.totalMinTimeMinutesDefault,
      status: induction?.status ?? 'draft',
      requiredLicences: induction?.requiredLicences ?? [],
    },
  });
  const { errors } = form.formState;
  const [translations, setTranslations] = useState<InductionTranslations>(induction?.translations ?? {});
  // The status and revision opened, kept while the induction is read again: a change made since by
  // another admin (details, status, a publish) is refused, not undone (decision 54).
  const [opened] = useState({ status: induction?.status ?? 'draft', revision: induction?.revision });

  const onSubmit = form.handleSubmit(async (values) => {
    if (!induction) {
      try {
        const created = await create.mutateAsync({ ...values, status: 'draft' });
        toast.success('Induction created', { description: 'You can now add pages to your induction' });
        navigate(`/admin/inductions/${created.id}`);
      } catch (error) {
        toast.error('Failed to create induction', { description: errorText(error) });
      }
      return;
    }
    try {
      // Spec §4: editing an existing induction resends its current status (as opened).
      // A language whose title is empty is not translated (decision 37).
      const written = Object.fromEntries(
        Object.entries(translations).filter(([, translation]) => translation.title.trim() !== ''),
      );
      await update.mutateAsync({
        id: induction.id,
        update: { ...values, ...opened, translations: written },
      });
      toast.success('Induction updated');
      navigate(`/admin/inductions/${induction.id}`);
    } catch (error) {
      toast.error('Failed to update induction', { description: errorText(error) });
    }
  });

  const isBusy = create.isPending || update.isPending;
  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField id="induction-title" label="Title" error={errors.title?.message}>
          <Input autoComplete="off" {...form.register('title')} />
        </FormField>
        <FormField
          id="induction-min-time"
          label="Minimum Total Time (minutes)"
          error={errors.totalMinTimeMinutes?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={inductionLimits.totalMinTimeMinutesMin}
            step={1}
            className="max-w-40"
            {...form.register('totalMinTimeMinutes')}
          />
        </FormField>
        <FormField id="induction-description" label="Description" error={errors.description?.message}>
          <Textarea rows={4} {...form.register('description')} />
        </FormField>
        <Controller
          control={form.control}
          name="requiredLicences"
          render={({ field, fieldState }) => (
            <RequiredLicencesField
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message ?? errors.requiredLicences?.root?.message}
            />
          )}
        />
        {induction ? <InductionTranslationsField value={translations} onChange={setTranslations} /> : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={isBusy}>
            {induction ? 'Update Induction' : 'Continue to Page Builder'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
