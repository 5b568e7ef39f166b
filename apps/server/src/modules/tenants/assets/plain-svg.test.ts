import { describe, expect, it } from 'vitest';
import { isPlainSvg } from './plain-svg';

const svg = (body: string, attributes = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"${attributes}>${body}</svg>`);

describe('a plain SVG', () => {
  it.each([
    ['shapes', svg('<rect width="32" height="32" fill="#2f6fed"/><circle cx="16" cy="16" r="8"/>')],
    [
      'an XML declaration and a comment',
      Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->${svg('')}`),
    ],
    [
      'a gradient referenced within the image',
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><path d="M0 0h32v32z" fill="url(#g)"/>',
      ),
    ],
    ['a symbol used by its id', svg('<symbol id="s"><rect width="4" height="4"/></symbol><use xlink:href="#s"/>')],
    ['text with a quoted > and an entity', svg('<text x="2" y="20" aria-label="a > b">A &amp; B &#169;</text>')],
    ['a style element', svg('<style>.a{fill:#123456}</style><rect class="a" width="4" height="4"/>')],
    ['a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), svg('')])],
  ])('is taken with %s', (_label, bytes) => {
    expect(isPlainSvg(bytes)).toBe(true);
  });
});

describe('an SVG that holds more than a drawing', () => {
  it.each([
    ['a script element', svg('<script>alert(1)</script>')],
    ['an event handler', svg('<rect width="4" height="4"/>', ' onload="alert(1)"')],
    ['an event handler in capitals', svg('<rect ONCLICK="alert(1)" width="4" height="4"/>')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect width="4" height="4"/></a>')],
    ['a link out in a use element', svg('<use href="https://elsewhere.example/sprite.svg#logo"/>')],
    ['an entity-encoded link out', svg('<use href="&#104;ttps://elsewhere.example/x.svg#a"/>')],
    ['embedded HTML', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>')],
    ['an embedded image', svg('<image href="data:image/png;base64,AAAA" width="4" height="4"/>')],
    ['an animation that sets a link', svg('<set attributeName="href" to="javascript:alert(1)"/>')],
    ['a style that imports', svg('<style>@import url(https://elsewhere.example/a.css);</style>')],
    ['a style that fetches', svg('<rect style="fill:url(https://elsewhere.example/p.svg#a)"/>')],
    ['a CSS escape', svg('<style>@\\69mport "x.css";</style>')],
    ['an encoded javascript: URL in a style', svg('<style>.a{background:url(&#106;avascript:alert(1))}</style>')],
    ['a document type with entities', Buffer.from(`<!DOCTYPE svg [<!ENTITY x "y">]>${svg('')}`)],
    ['character data', svg('<style><![CDATA[.a{fill:red}]]></style>')],
    ['a processing instruction inside', svg('<?xml-stylesheet href="https://elsewhere.example/a.css"?>')],
    ['an unquoted attribute', Buffer.from('<svg width=10 onload=alert(1)></svg>')],
    ['an HTML page', Buffer.from('<html><body><svg></svg></body></html>')],
    ['no markup at all', Buffer.from('just text')],
    ['bytes that are no UTF-8', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xff, 0x3e])],
    ['a prefixed element', svg('<svg:script>alert(1)</svg:script>')],
    ['a reference past the last character', svg('<text>&#x110000;</text><script/>')],
  ])('is refused with %s', (_label, bytes) => {
    expect(isPlainSvg(bytes)).toBe(false);
  });
});
