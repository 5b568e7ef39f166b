/**
 * PostgreSQL's refusals that callers act on, by SQLSTATE (PostgreSQL manual, appendix A). Drizzle
 * wraps the driver's error in its own (the original under `cause`), node-postgres and PGlite raise
 * it bare: both shapes are read.
 */
const sqlStates = {
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
}

function postgresErrorOf(error: unknown): PostgresErrorFields[] {
  if (typeof error !== 'object' || error === null) return [];
  const { cause } = error as { cause?: unknown };
  const wrapped = typeof cause === 'object' && cause !== null ? [cause as PostgresErrorFields] : [];
  return [error as PostgresErrorFields, ...wrapped];
}

/** A unique index refused the row; with `constraint`, only that index's refusal counts. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return postgresErrorOf(error).some(
    (fields) =>
      fields.code === sqlStates.uniqueViolation && (constraint === undefined || fields.constraint === constraint),
  );
}

/** The transaction lost a deadlock or a serialization race: running it again may succeed. */
export function isRetryableTransactionFailure(error: unknown): boolean {
  return postgresErrorOf(error).some(
    (fields) => fields.code === sqlStates.serializationFailure || fields.code === sqlStates.deadlockDetected,
  );
}
