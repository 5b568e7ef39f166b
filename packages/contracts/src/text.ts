import { z } from 'zod';

/** Marks that reorder how text is shown (U+202E turns "gpj.exe" into "exe.jpg"): never part of a name or address. */
const directionControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Characters that take no space on screen: blanks, zero-width joiners and spaces, the soft hyphen. */
const invisibleCharacters = /\u034F|[\s\u00AD\u115F\u1160\u180E\u200B-\u200D\u2060-\u2064\u3164\uFEFF]/gu;

/**
 * Text a person types and others read (names, addresses): trimmed, in Unicode NFC so the same name
 * compares equal however it was typed, with something visible in it and no direction controls.
 */
export function visibleTextSchema(max: number) {
  return z
    .string({ error: 'Required' })
    .trim()
    .normalize('NFC')
    .min(1, 'Required')
    .max(max, `At most ${max} characters`)
    .refine((text) => text.replace(invisibleCharacters, '') !== '', 'Must contain visible characters')
    .refine((text) => !directionControls.test(text), 'Must not contain text direction control characters');
}

/** Why an administrator did something to an investor or their order: kept in the audit trail and often told to them. */
export const adminReasonSchema = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(3, 'Give a reason')
  .max(500, 'At most 500 characters')
  .regex(/^[^<>]*$/, 'Must not contain < or >');

/** The body of an administrator's action that needs nothing but its reason (a lock, a halt). */
export const adminReasonRequestSchema = z.strictObject({ reason: adminReasonSchema });
export type AdminReasonRequest = z.infer<typeof adminReasonRequestSchema>;
