import { useMutation } from '@tanstack/react-query';
import type { InducteeProgress, StartInduction } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';

/** Starts, or resumes, the induction for this email; the server binds this browser to the progress. */
export const startInduction = (start: StartInduction) =>
  apiRequest<InducteeProgress>('/api/inductee/start', { method: 'POST', body: start });

export const useStartInduction = () => useMutation({ mutationFn: startInduction });
