/**
 * Module boundaries (ARCHITECTURE.md, README "How a module is laid out"): a server module is reached
 * only through its index.ts (tests may also use its testing.ts, the face for factories and fakes), a
 * web feature only through its index.ts, plumbing knows no domain, and no source file takes part in
 * an import cycle. `npm test` runs it as `npm run check:imports`, together with the module-level
 * cycle check in scripts/check-imports.mjs.
 */
const modules = 'apps/server/src/modules/';
const features = 'apps/web/src/features/';
const testFile = '(\\.test\\.tsx?|\\.test-[a-z]+\\.ts|/testing\\.ts)$';
const testSupport = [`^apps/server/src/.*${testFile}`, '^apps/server/test/'];
const moduleFace = `^${modules}[^/]+/index\\.ts$`;
const moduleTestingFace = `^${modules}[^/]+/testing\\.ts$`;
const featureFace = `^${features}[^/]+/index\\.tsx?$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment: 'Files that import each other, directly or around a loop, cannot be understood or moved apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-module-internals',
      severity: 'error',
      comment: "Another server module is reached through its index.ts only: that file is the module's face.",
      from: { path: `^${modules}([^/]+)/`, pathNot: testSupport },
      to: { path: `^${modules}`, pathNot: [`^${modules}$1/`, moduleFace] },
    },
    {
      name: 'server-module-internals-from-tests',
      severity: 'error',
      comment: 'A test reaches another module through its index.ts, or its testing.ts for factories and fakes.',
      from: { path: `^${modules}([^/]+)/.*${testFile}` },
      to: { path: `^${modules}`, pathNot: [`^${modules}$1/`, moduleFace, moduleTestingFace] },
    },
    {
      name: 'server-module-internals-from-outside',
      severity: 'error',
      comment: 'The app, its wiring and the plumbing reach a module through its index.ts only.',
      from: { path: '^apps/server/src/', pathNot: [`^${modules}`, ...testSupport] },
      to: { path: `^${modules}`, pathNot: moduleFace },
    },
    {
      name: 'server-module-internals-from-outside-tests',
      severity: 'error',
      comment: 'Tests outside the modules reach a module through its index.ts or its testing.ts.',
      from: { path: testSupport, pathNot: `^${modules}` },
      to: { path: `^${modules}`, pathNot: [moduleFace, moduleTestingFace] },
    },
    {
      name: 'platform-knows-no-domain',
      severity: 'error',
      comment: 'Plumbing in platform/ is imported by modules, never the reverse (its tests may build the app).',
      from: { path: '^apps/server/src/platform/', pathNot: testSupport },
      to: { path: `^${modules}` },
    },
    {
      name: 'web-feature-internals',
      severity: 'error',
      comment: 'Another web feature is reached through its index.ts only; pieces several features use live in shared/.',
      from: { path: `^${features}([^/]+)/` },
      to: { path: `^${features}`, pathNot: [`^${features}$1/`, featureFace] },
    },
    {
      name: 'web-feature-internals-from-app',
      severity: 'error',
      comment: 'The shell reaches a feature through its index.ts only.',
      from: { path: '^apps/web/src/', pathNot: `^${features}` },
      to: { path: `^${features}`, pathNot: featureFace },
    },
    {
      name: 'web-shared-knows-no-feature',
      severity: 'error',
      comment: 'shared/ is imported by features and the shell, never the reverse.',
      from: { path: '^apps/web/src/shared/' },
      to: { path: ['^apps/web/src/features/', '^apps/web/src/app/'] },
    },
  ],
  options: {
    includeOnly: '^(apps|packages)/[^/]+/(src|test)/',
    exclude: { path: ['node_modules', '/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
