import { expect, type Page } from '@playwright/test';

/**
 * Elements whose content may be phrasing content only (a paragraph and headings), and the block
 * elements that may not stand in them: the nesting React's development build reports as "In HTML,
 * <div> cannot be a descendant of <p>" (validateDOMNesting). React builds the page through the DOM,
 * not the HTML parser, so such nesting stays in the DOM where this check reads it; the production
 * build the journeys run does not print React's warnings.
 */
const phrasingOnlyParents = 'p, h1, h2, h3, h4, h5, h6';
const blockElements =
  'address, article, aside, blockquote, details, dialog, div, dl, fieldset, figcaption, figure, footer, form, h1, h2, h3, h4, h5, h6, header, hgroup, hr, li, main, menu, nav, ol, p, pre, section, summary, table, ul';
/** Elements that may not contain another of their own kind. */
const selfExcluding = ['a', 'button', 'form', 'label'];

/** Fails the test when the page, as it is now, nests elements where HTML does not allow them. */
export async function expectValidHtmlNesting(page: Page) {
  const invalid = await page.evaluate(
    ({ parents, blocks, exclusive }) => {
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
      const found: string[] = [];
      for (const parent of Array.from(document.querySelectorAll(parents))) {
        for (const child of Array.from(parent.querySelectorAll(blocks))) {
          found.push(
            `<${child.tagName.toLowerCase()}> inside <${parent.tagName.toLowerCase()}>: ${describe(parent)} > ${describe(child)}`,
          );
        }
      }
      for (const tag of exclusive) {
        for (const nested of Array.from(document.querySelectorAll(`${tag} ${tag}`))) {
          found.push(`<${tag}> inside <${tag}>: ${describe(nested)}`);
        }
      }
      return found;
    },
    { parents: phrasingOnlyParents, blocks: blockElements, exclusive: selfExcluding },
  );
  expect(invalid, `invalid HTML nesting on ${page.url()}`).toEqual([]);
}
