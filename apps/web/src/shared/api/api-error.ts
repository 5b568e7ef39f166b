/** A failed API call, parsed from the error envelope of API.md. Plain data, so it can live in the store. */
export interface ApiError {
  /** HTTP status, or 0 when no response arrived (network failure, blocked request). */
  status: number;
  code: string | null;
  message: string | null;
  /** Field name to messages, from the envelope's `errors` map. */
  fieldErrors: Record<string, string[]>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFieldErrors(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const texts = Array.isArray(messages) ? messages.filter((text) => typeof text === 'string') : [];
    if (texts.length > 0) fieldErrors[field] = texts;
  }
  return fieldErrors;
}

/** Reads `{ success: false, message, code, errors }` (or `payload.message`) from a response body. */
export function parseApiError(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return { status, code: null, message: null, fieldErrors: {} };
  const payload = isRecord(body.payload) ? body.payload : {};
  const message = [payload.message, body.message].find(
    (text): text is string => typeof text === 'string' && text.trim() !== '',
  );
  return {
    status,
    code: typeof body.code === 'string' ? body.code : null,
    message: message ?? null,
    fieldErrors: readFieldErrors(body.errors),
  };
}

export const networkError: ApiError = { status: 0, code: null, message: null, fieldErrors: {} };

export function isApiError(value: unknown): value is ApiError {
  return isRecord(value) && typeof value.status === 'number' && isRecord(value.fieldErrors);
}
