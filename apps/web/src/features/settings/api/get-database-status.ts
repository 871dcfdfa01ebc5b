import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DatabaseStatus } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

export const databaseStatusQueryKey = ['/api/admin/database/status'] as const;

/** The engine, its version and the migrations applied (the Database tab). */
export const useDatabaseStatus = () =>
  useQuery(
    queryOptions({
      queryKey: databaseStatusQueryKey,
      queryFn: () => apiRequest<DatabaseStatus>('/api/admin/database/status'),
    }),
  );
