/**
 * A loader of one module, written `() => import('./x')`. The server's build of the first screens
 * names the module it loads, its path in the web app (vite-plugins/module-sources.ts); the browser's
 * build does not need it and leaves it out.
 */
export interface ModuleLoader<Module> {
  (): Promise<Module>;
  source?: string;
}
