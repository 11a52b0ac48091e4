/**
 * What runs in the browser never reaches the server's modules, not even
 * through a plain module in between. `npm run boundaries` (a step of `npm test`)
 * cruises from the browser code: its globs (package.json) pick the files that
 * BROWSER_CODE below names.
 *
 * It also holds blocks to loading their client parts through islands.client.tsx
 * (the second rule), cruising from every block file for it.
 *
 * Biome keeps the direct arrows (biome.jsonc: the layers, and no server import
 * in a client file); this config checks only what Biome cannot see, reachability,
 * so each arrow is written down once.
 *
 * TypeScript 7 has no compiler API for dependency-cruiser to read .ts with, so
 * Babel strips the types first (.dependency-cruiser.babel.json). Like the
 * bundler, it drops imports used only as types: those never reach the browser.
 */
import { builtinModules } from 'node:module';

/** A file the browser runs: a `*.client.ts(x)` component or the typed API client and its atoms. */
const BROWSER_CODE = ['(^|/)[^/]+\\.client\\.tsx?$', '^runtime/client/'];

/**
 * The whole JSON schemas that the server and the editor check documents and
 * answers with. A shopper's browser needs only the words and limits they are
 * made of, kept apart for it (schemas/finance-settings.ts,
 * schemas/entities/car-values.ts, schemas/api/search-words.ts, …): a schema
 * module reached from a shopper's code is carried whole to every page that
 * loads that code, and Turbopack does not leave out the parts not used.
 */
const WHOLE_SCHEMAS = ['^schemas/(settings|site-document|entities/car|entities/car-card|api/search|api/saved-cars)\\.ts$'];

/** The editor's own browser code, which does check documents against the schemas. */
const EDITOR_CODE = ['^editor/', '^apps/web/app/editor/'];

/** Node's own modules (`fs`, `node:fs`, `fs/promises`, …), written either way. */
const NODE_BUILTINS = `^(node:)?(${builtinModules.map((name) => name.replaceAll('/', '\\/')).join('|')})$`;

/** Packages only the server may load: the databases, and better-auth but for its browser entries (`better-auth/client`, `/react`, `/client/plugins`, all in dist/client/). */
const SERVER_PACKAGES = ['^node_modules/(kysely|pg|@electric-sql/pglite)/', '^node_modules/better-auth/(?!dist/client/)'];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'browser-code-reaches-server',
      severity: 'error',
      comment: "Browser code reaches the server's modules (database, sign-in, secrets, Node's built-ins) through the modules it imports.",
      from: { path: BROWSER_CODE, pathNot: '\\.test\\.tsx?$' },
      to: { reachable: true, path: ['^runtime/server/', NODE_BUILTINS, ...SERVER_PACKAGES] },
    },
    {
      name: 'shopper-code-reaches-whole-schema',
      severity: 'error',
      comment: "A shopper's browser code reaches a whole JSON schema (WHOLE_SCHEMAS): import the words or limits it needs from their own module instead.",
      from: { path: BROWSER_CODE, pathNot: ['\\.test\\.tsx?$', ...EDITOR_CODE] },
      to: { reachable: true, path: WHOLE_SCHEMAS },
    },
    {
      name: 'client-part-not-through-islands',
      severity: 'error',
      comment:
        "A block's server code renders its client parts through the folder's islands.client.tsx (next/dynamic), so a page loads only the code of the blocks on it: a plain import puts the part in every page's bundle.",
      from: { path: '^blocks/', pathNot: ['\\.client\\.tsx?$', '\\.test\\.tsx?$', '(^|/)test-support/'] },
      to: { path: '\\.client\\.tsx?$', pathNot: '(^|/)islands\\.client\\.tsx$' },
    },
    {
      name: 'browser-code-import-unresolved',
      severity: 'error',
      comment: 'An import that cannot be resolved hides the modules behind it from the rule above: a broken `@/` alias would let every file pass.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Packages are ends of the graph: whether one is reachable is all the rule asks.
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      // Resolve packages as the browser bundle does.
      conditionNames: ['browser', 'import', 'module', 'default'],
      exportsFields: ['exports'],
      mainFields: ['browser', 'module', 'main'],
    },
  },
};
