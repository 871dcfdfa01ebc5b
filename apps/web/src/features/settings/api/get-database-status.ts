import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatabaseStatus } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

/** The engine, its version and the migrations applied (the Database tab). */
export const getDatabaseStatus = () => apiRequest<DatabaseStatus>('/api/admin/database/status');

export const getDatabaseStatusQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/database/status'], queryFn: getDatabaseStatus });

export const useDatabaseStatus = ({ queryConfig }: QueryHookOptions<typeof getDatabaseStatusQueryOptions> = {}) =>
  useQuery({ ...getDatabaseStatusQueryOptions(), ...queryConfig });
