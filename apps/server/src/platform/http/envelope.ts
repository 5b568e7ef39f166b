import { envelopeSchema } from '@invest/contracts';
import type { z } from 'zod';

export function ok<T>(payload: T, message = 'OK') {
  return { success: true as const, message, payload };
}

/** Response schema of a route answering the success envelope around `payload`. */
export function okResponse<T extends z.ZodType>(payload: T) {
  return { 200: envelopeSchema(payload) };
}
