import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateCheck } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import type { QueryHookOptions } from '@/lib/query-config';

/** The public check of a certificate by its code (GET /api/verify/{code}); an unknown code is a 404. */
export const checkCertificate = (code: string) =>
  apiRequest<CertificateCheck>(`/api/verify/${encodeURIComponent(code)}`);

/**
 * Checked once per visit: a 404 and a 429 are answers to show, not failures to retry (the check is
 * limited per address, so retries would only spend the allowance).
 */
export const getCertificateCheckQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['/api/verify', code], queryFn: () => checkCertificate(code), retry: false });

export const useCertificateCheck = (
  code: string,
  { queryConfig }: QueryHookOptions<typeof getCertificateCheckQueryOptions> = {},
) => useQuery({ ...getCertificateCheckQueryOptions(code), ...queryConfig });
