import type { LicenceInfo } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

/** Spec §7 licence info of one completion. */
export const getLicences = (inductionId: number, progressId: number) =>
  apiRequest<LicenceInfo>(`/api/inductions/${inductionId}/progress/${progressId}/licenses`);
