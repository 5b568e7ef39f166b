/** How many of a tax number's last letters and digits stay visible on screen. */
const visibleCount = 4;

/** The last 4 letters and digits of a tax number ("123-45-6789" → "6789"). */
export function lastFourOf(taxNumber: string): string {
  return taxNumber.replace(/[^A-Za-z0-9]/g, '').slice(-visibleCount);
}

/** A tax number with every letter and digit but the last 4 hidden, separators kept ("***-**-6789"). */
export function maskTaxNumber(taxNumber: string): string {
  let toHide = taxNumber.replace(/[^A-Za-z0-9]/g, '').length - visibleCount;
  return taxNumber.replace(/[A-Za-z0-9]/g, (character) => {
    toHide -= 1;
    return toHide >= 0 ? '*' : character;
  });
}

/**
 * A user's saved answers as the screens get them: the tax number only as its last 4 characters
 * (`tax_number_last4`), since the form to change it asks for it again.
 */
export function withMaskedTaxNumber(answers: Record<string, Record<string, unknown>>) {
  const tax = answers.tax_payer_identification;
  if (!tax || typeof tax.tax_number !== 'string') return answers;
  const { tax_number: taxNumber, ...rest } = tax;
  return { ...answers, tax_payer_identification: { ...rest, tax_number_last4: lastFourOf(taxNumber) } };
}
