export function assertIdempotencyKey(key: string | undefined): void {
  if (key !== undefined && (key.length < 1 || key.length > 255)) {
    throw new Error('an idempotency key has 1 to 255 characters');
  }
}
