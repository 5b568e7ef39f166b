import { z } from 'zod';
import {
  type ChecklistReasonCode,
  checklistItemNames,
  checklistLocks,
  checklistReasonCodes,
  checklistStatuses,
  checklistUnlocks,
} from './onboarding-checklist';
import { registrationStepNames } from './onboarding-rules';

/** GET registration/checklist: what is still needed (rules in onboarding-checklist.ts). */

const itemNameSchema = z.enum(checklistItemNames);
const unlockSchema = z.enum(checklistUnlocks);

export const checklistItemSchema = z.object({
  item: itemNameSchema,
  status: z.enum(checklistStatuses),
  reason: z
    .object({
      code: z.enum(checklistReasonCodes as [ChecklistReasonCode, ...ChecklistReasonCode[]]),
      note: z.string().nullable(),
      text: z.string(),
    })
    .nullable(),
  unlocks: z.array(unlockSchema),
  step: z.enum([...registrationStepNames, 'confirmation']).nullable(),
  path: z.string().nullable(),
  can_open: z.boolean(),
  locked_by: z.enum(checklistLocks).nullable(),
});

export const checklistSchema = z.object({
  items: z.array(checklistItemSchema),
  access: z.array(z.object({ unlock: unlockSchema, is_open: z.boolean(), missing: z.array(itemNameSchema) })),
  is_complete: z.boolean(),
  tax_form: z.enum(['w9', 'w8ben', 'w8ben_e']),
});
