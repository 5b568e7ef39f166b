/** A select's value (an id as a string, '' when nothing is chosen) as the number a request carries. */
export function idOf(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/** A saved answer's field as a form value: ids and text as strings, '' when absent. */
export function textOf(answers: Record<string, unknown> | undefined, field: string): string {
  const value = answers?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** An optional text field: left out of the request when blank. */
export function optionalText(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}
