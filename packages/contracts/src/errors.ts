/**
 * The closed list of machine error codes (API.md "Responses") and the HTTP status each maps to.
 * Spec message codes (SPEC 8) are included where a refusal has one.
 */
export const errorStatus = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_MISMATCH: 409,
  BUSINESS_RULE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  'API-1': 500,
  'GEN-1': 429,
  'ACCT-2': 400,
  'ACCT-4': 400,
  'ACCT-6': 400,
  'ACCT-7': 429,
  'TRD-3': 401,
  'TRD-4': 422,
  'TRD-5': 422,
  'TRD-6': 422,
  'TRD-8': 422,
  'TRD-11': 422,
  'TRD-12': 403,
  'ord-1': 422,
  'WF-1': 422,
  'INS-1': 422,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/** Whether an error code is one of SPEC 8's message codes (TRD-5, ACCT-7, GEN-1, ord-1 ...), which a user may hide. */
export function isMessageCode(code: string): boolean {
  return /^[A-Za-z0-9]+-\d+$/.test(code);
}

/** Texts of SPEC 8 that the web app and the server both show. */
export const messages = {
  tooManyErrors: 'Too many errors.',
  serviceUnavailable: 'Service Unavailable.',
  requestError: 'An error has occurred with your request. Try again later.',
  confirmEmail:
    'Please confirm your email to continue using the product. Check your email for confirmation instructions.',
  countryRestricted: 'We are sorry but this offer is not currently available for your country',
  alertTitle: 'Oops!',
} as const;
