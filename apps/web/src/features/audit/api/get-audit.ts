import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditPage } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

/** The Audit Log tab's filters; empty text and no action mean no filter. */
export type AuditLogFilter = { actor: string; action?: AuditAction; target: string; from: string; to: string };

/** `exactTotal`: count every match, where the server otherwise stops a step past the page (decision 42). */
export type AuditLogSearch = AuditLogFilter & { page: number; pageSize: number; exactTotal?: boolean };

/** The filters given, as query parameters (GET /api/admin/audit and its export). */
export function auditFilterParams(filter: AuditLogFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['actor', 'action', 'target', 'from', 'to'] as const) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  return params;
}

/** One page of the audit log, newest first, filtered on the server (decision 29). */
export function getAudit(search: AuditLogSearch): Promise<AuditPage> {
  const query = auditFilterParams(search);
  query.set('page', String(search.page));
  query.set('pageSize', String(search.pageSize));
  if (search.exactTotal) query.set('exactTotal', 'true');
  return apiRequest<AuditPage>(`/api/admin/audit?${query.toString()}`);
}

/** The start of every audit page's key, whatever the filters. */
export const auditQueryKey = ['/api/admin/audit'] as const;

/**
 * Always read again when shown: every action elsewhere in the portal adds entries, so a page kept
 * from before would hide them (shown from the cache while the new one loads).
 */
export const getAuditQueryOptions = (search: AuditLogSearch) =>
  queryOptions({
    queryKey: [...auditQueryKey, search],
    staleTime: 0,
    queryFn: () => getAudit(search),
    // The rows stay while the next page or filter loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useAudit = (search: AuditLogSearch, { queryConfig }: QueryHookOptions<typeof getAuditQueryOptions> = {}) =>
  useQuery({ ...getAuditQueryOptions(search), ...queryConfig });
