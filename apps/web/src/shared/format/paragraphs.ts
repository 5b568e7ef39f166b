/** The paragraphs of a plain text (an offering's risks): blank lines separate them, a single line break stays inside one. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
