/** The deepest nesting of arrays and objects a JSON body may have; none of the API's requests comes near it. */
export const maxJsonDepth = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one pass without parsing
 * (brackets inside strings do not count), so a body built to exhaust the stack of whatever walks the
 * parsed value later is refused before it is parsed.
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
