import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HrwlClass, LicenceRegisterPage, LicenceStatus } from '@crane/contract';
import { apiRequest, apiRequestFile } from '@/lib/api-client';
import type { MutationHookOptions, QueryHookOptions } from '@/lib/query-config';
import { saveBlob } from '@/lib/save-file';
import { useApiMutation } from '@/lib/use-api-mutation';

/** The Licences tab's filters: `expiry` is '', 'expired' or a number of days. */
export type LicenceRegisterFilter = { q: string; class: HrwlClass | ''; status: LicenceStatus | ''; expiry: string };

export const noLicenceFilter: LicenceRegisterFilter = { q: '', class: '', status: '', expiry: '' };

/** The filters given, as the query parameters of GET /api/admin/licences and its export. */
export function licenceFilterParams(filter: LicenceRegisterFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.class) params.set('class', filter.class);
  if (filter.status) params.set('status', filter.status);
  if (filter.expiry === 'expired') params.set('expired', 'true');
  else if (filter.expiry) params.set('expiresWithinDays', filter.expiry);
  return params;
}

/** The filters a link carries (the dashboard's figures link to the filtered register). */
export function licenceFilterOf(params: URLSearchParams): LicenceRegisterFilter {
  return {
    q: params.get('q') ?? '',
    class: (params.get('class') ?? '') as LicenceRegisterFilter['class'],
    status: (params.get('status') ?? '') as LicenceRegisterFilter['status'],
    expiry: params.get('expired') === 'true' ? 'expired' : (params.get('expiresWithinDays') ?? ''),
  };
}

/** `exactTotal`: count every match, where the server otherwise stops a step past the page (decision 42). */
export type LicenceRegisterSearch = LicenceRegisterFilter & { page: number; pageSize: number; exactTotal?: boolean };

export function getLicenceRegister(search: LicenceRegisterSearch): Promise<LicenceRegisterPage> {
  const query = licenceFilterParams(search);
  query.set('page', String(search.page));
  query.set('pageSize', String(search.pageSize));
  if (search.exactTotal) query.set('exactTotal', 'true');
  return apiRequest<LicenceRegisterPage>(`/api/admin/licences?${query.toString()}`);
}

/** The start of every register page's key, whatever the filters. */
export const licenceRegisterQueryKey = ['/api/admin/licences'] as const;

export const getLicenceRegisterQueryOptions = (search: LicenceRegisterSearch) =>
  queryOptions({
    queryKey: [...licenceRegisterQueryKey, search],
    queryFn: () => getLicenceRegister(search),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useLicenceRegister = (
  search: LicenceRegisterSearch,
  { queryConfig }: QueryHookOptions<typeof getLicenceRegisterQueryOptions> = {},
) => useQuery({ ...getLicenceRegisterQueryOptions(search), ...queryConfig });

/** Downloads every licence matching the filters as CSV (GET /api/admin/licences/export). */
export async function exportLicences(filter: LicenceRegisterFilter): Promise<void> {
  const file = await apiRequestFile(`/api/admin/licences/export?${licenceFilterParams(filter).toString()}`);
  saveBlob(file.blob, file.fileName ?? `licences-${new Date().toISOString().slice(0, 10)}.csv`);
}

export const useExportLicences = ({ mutationConfig }: MutationHookOptions<typeof exportLicences> = {}) =>
  useApiMutation(exportLicences, mutationConfig);
