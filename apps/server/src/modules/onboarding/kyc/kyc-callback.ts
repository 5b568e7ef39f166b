import { AppError } from '../../../platform/errors';

/** A callback the provider did not sign (or signed too long ago): it decides nothing. */
export const forgedCallback = () => new AppError('UNAUTHENTICATED', 'Invalid callback signature');

/** The JSON of an authentic callback; a body that is not JSON is a 400. */
export function parseCallbackJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new AppError('VALIDATION', 'Malformed JSON body');
  }
}
