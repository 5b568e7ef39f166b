export type Bundle = { [key: string]: string | Bundle };

function nodeAt(resources: Bundle, path: string[]): string | Bundle | undefined {
  let node: string | Bundle | undefined = resources;
  for (const part of path) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return node;
}

const isText = (resources: Bundle, path: string[]) => typeof nodeAt(resources, path) === 'string';

/** The suffixes i18next gives a text's plural forms (`orders_one`, `orders_other`). */
const pluralSuffixes = ['_zero', '_one', '_two', '_few', '_many', '_other'];

/**
 * The texts a wording key overrides: the text it names, or, for a text said in plural forms, each
 * of its forms that the wording does not override by name. So a domain's wording of a text that
 * later gained plural forms (`trading.orders.cancelAllConfirm`, now `..._one` and `..._other`) still
 * applies, whatever the count.
 */
function pathsOf(key: string, wording: Record<string, string>, resources: Bundle): string[][] {
  const path = key.split('.');
  if (isText(resources, path)) return [path];
  const last = path[path.length - 1] as string;
  return pluralSuffixes
    .map((suffix) => [...path.slice(0, -1), `${last}${suffix}`])
    .filter((form) => isText(resources, form) && !(form.join('.') in wording));
}

/**
 * Turns a tenant's flat wording map (`{"signIn.title": "Log in"}`) into the nested shape of the
 * resources so it can be merged over them. Only keys that name a text of the resources (or a text's
 * plural forms) are taken, so a tenant cannot replace a whole group of texts by mistake.
 */
export function wordingToBundle(wording: Record<string, string>, resources: Bundle): Bundle {
  const bundle: Bundle = {};
  for (const [key, text] of Object.entries(wording)) {
    for (const path of pathsOf(key, wording, resources)) {
      let node = bundle;
      for (const part of path.slice(0, -1)) {
        const child = node[part];
        if (typeof child === 'object') {
          node = child;
        } else {
          const created: Bundle = {};
          node[part] = created;
          node = created;
        }
      }
      node[path[path.length - 1] as string] = text;
    }
  }
  return bundle;
}
