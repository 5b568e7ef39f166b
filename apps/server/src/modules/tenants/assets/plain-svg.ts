/**
 * Whether an SVG is a plain drawing, safe to serve from a domain's own host: SVG can carry script
 * (a script element, an onload attribute, a javascript: link) and fetch from elsewhere, so a brand
 * image is taken only when it is built from drawing elements alone. Anything else is refused, not
 * cleaned: an SVG exported as "plain SVG" from a design tool passes, and the administrator sees what
 * was wrong instead of a silently altered logo. Served images also carry a sandboxing
 * Content-Security-Policy, so even a file opened on its own runs nothing.
 */

/** Shapes, text, paint servers, clipping, masks, filters and styles: what a logo or an icon is drawn with. */
const drawingElements = new Set(
  [
    'svg',
    'g',
    'defs',
    'symbol',
    'use',
    'title',
    'desc',
    'style',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'pattern',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
  ].map((name) => name.toLowerCase()),
);

/** Attributes that name what to draw or fetch: only a reference within the image (`#id`) is taken. */
const linkAttributes = new Set(['href', 'xlink:href']);

/** The XML declaration, allowed only at the very start. */
const declaration = /<\?xml\s[^?]*\?>/y;
const comment = /<!--[\s\S]*?-->/y;
/** A start, end or empty-element tag; attribute values are quoted, as XML requires. */
const tag = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const attribute = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Text that fetches or runs something once the XML and CSS parsers have read it. */
const forbiddenText = [
  /javascript:/i,
  /@import/i,
  /image-set\(/i,
  /url\(\s*(?!['"]?#)/i,
  // CSS escapes could spell any of the above.
  /\\/,
];

const predefinedEntities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** The character a reference names; U+FFFD for a number past Unicode's last. */
const characterOf = (codePoint: number) => (codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\uFFFD');

/** `text` with XML's character references (`&#106;`, `&#x6A;`) and predefined entities read. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});/gi, (_match, hex: string) => characterOf(Number.parseInt(hex, 16)))
    .replace(/&#(\d{1,7});/g, (_match, decimal: string) => characterOf(Number(decimal)))
    .replace(/&(lt|gt|amp|quot|apos);/g, (_match, name: string) => predefinedEntities[name] ?? '');
}

function isPlainAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return false;
  return !linkAttributes.has(lower) || decodeReferences(value).trim().startsWith('#');
}

/** Whether every tag of `markup` is a drawing element with plain attributes, the first being `<svg>`. */
function hasOnlyDrawingTags(markup: string): boolean {
  let at = 0;
  let elements = 0;
  while (true) {
    const next = markup.indexOf('<', at);
    if (next === -1) return elements > 0;
    const candidates = next === 0 ? [declaration, comment, tag] : [comment, tag];
    const found = candidates.map((pattern) => {
      pattern.lastIndex = next;
      return { pattern, match: pattern.exec(markup) };
    });
    const hit = found.find((candidate) => candidate.match !== null);
    if (!hit?.match) return false;
    if (hit.pattern === tag) {
      const [, , name = '', attributes = ''] = hit.match;
      if (!drawingElements.has(name.toLowerCase())) return false;
      if (elements === 0 && name !== 'svg') return false;
      elements += 1;
      for (const [, attributeName = '', double, single] of attributes.matchAll(attribute)) {
        if (!isPlainAttribute(attributeName, double ?? single ?? '')) return false;
      }
    }
    at = next + hit.match[0].length;
  }
}

/** Whether `bytes` are UTF-8 text of an SVG drawing with no script, no HTML and no reference outside itself. */
export function isPlainSvg(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  const markup = text.replace(/^\uFEFF/, '').trim();
  if (!markup.startsWith('<')) return false;
  const decoded = decodeReferences(markup);
  return !forbiddenText.some((pattern) => pattern.test(decoded)) && hasOnlyDrawingTags(markup);
}
