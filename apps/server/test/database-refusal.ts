import { expect } from 'vitest';

/** The message of the database error behind a failed query (drizzle wraps it), with those of its causes. */
export async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the database accepted it').not.toBeNull();
  const messages: string[] = [];
  for (let cause = error as { message?: string; cause?: unknown } | undefined; cause; ) {
    messages.push(cause.message ?? '');
    cause = cause.cause as typeof cause;
  }
  return messages.join(' | ');
}
