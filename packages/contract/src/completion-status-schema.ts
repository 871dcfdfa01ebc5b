import { z } from 'zod';
import { completionStatuses } from './completion-status.ts';

export const CompletionStatusSchema = z.enum(completionStatuses);
