/** The lengths of the parts of a date written YYYY-MM-DD. */
const partLengths = [4, 2, 2];

/**
 * A date as typed, written YYYY-MM-DD: digits fill the year, then the month, then the day, with the
 * hyphens put in as they are reached. A separator typed after a month of one digit ends it
 * ("2015-6-" reads "2015-06-"); any other is dropped. Nothing typed is ever read as another date:
 * "2015" stays 2015, and what cannot be a date stays for the form to refuse.
 */
export function dateText(typed: string): string {
  const parts: string[] = [''];
  for (const char of typed) {
    const index = parts.length - 1;
    const part = parts[index] ?? '';
    if (/\d/.test(char)) {
      if (part.length === partLengths[index]) {
        if (parts.length === partLengths.length) break;
        parts.push(char);
      } else {
        parts[index] = part + char;
      }
    } else if (index > 0 && part.length === 1 && parts.length < partLengths.length) {
      parts[index] = `0${part}`;
      parts.push('');
    }
  }
  const isEndedByHyphen = parts.length > 1 && parts[parts.length - 1] === '';
  return parts.filter((part) => part !== '').join('-') + (isEndedByHyphen ? '-' : '');
}
