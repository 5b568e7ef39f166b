export type Bundle = { [key: string]: string | Bundle };

function isText(resources: Bundle, path: string[]): boolean {
  let node: string | Bundle | undefined = resources;
  for (const part of path) {
    if (typeof node !== 'object') return false;
    node = node[part];
  }
  return typeof node === 'string';
}

/**
 * Turns a tenant's flat wording map (`{"signIn.title": "Log in"}`) into the nested shape of the
 * resources so it can be merged over them. Only keys that name a text of the resources are taken,
 * so a tenant cannot replace a whole group of texts by mistake.
 */
export function wordingToBundle(wording: Record<string, string>, resources: Bundle): Bundle {
  const bundle: Bundle = {};
  for (const [key, text] of Object.entries(wording)) {
    const path = key.split('.');
    if (!isText(resources, path)) continue;
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
  return bundle;
}
