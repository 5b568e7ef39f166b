import { type ErrorCode, errorStatus } from '@invest/contracts';

/** The one error type services throw; the HTTP layer turns it into the API.md envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

export const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', message, { errors: { [field]: [message] } });
