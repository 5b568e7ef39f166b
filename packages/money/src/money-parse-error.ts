export type MoneyParseFailure = 'not-a-decimal' | 'too-many-decimals' | 'negative' | 'inexact-number';

/** Input that is not an amount of the asset; the server answers it with a 400 VALIDATION. */
export class MoneyParseError extends Error {
  override readonly name = 'MoneyParseError';
  readonly reason: MoneyParseFailure;
  readonly input: string;

  constructor(reason: MoneyParseFailure, input: string, message: string) {
    super(message);
    this.reason = reason;
    this.input = input;
  }
}
