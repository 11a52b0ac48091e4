import type { Plugin } from 'vite';

/** `export const Name = dynamic(() => import('./Module.client').then((module) => module.Export), …options);` */
const LAZY_ISLAND = /export const (\w+) = dynamic\(\s*\(\) => import\('([^']+)'\)\.then\(\(module\) => module\.(\w+)\)/g;

/**
 * A block's `islands.client.tsx` loads its client parts with `next/dynamic`, so the
 * built site sends a page only the code of the blocks on it. Component tests
 * render blocks in jsdom and read them at once, as the server's HTML shows
 * them; for those tests each island is imported directly instead. The lazy
 * loading itself is the bundler's and the browser's part: the browser tests
 * hydrate every page type, and `npm run bench:page-weight` counts what each
 * page loads.
 */
export function islandsAtOnce(): Plugin {
  return {
    name: 'islands-at-once',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/islands.client.tsx')) return null;
      const reexports = [...code.matchAll(LAZY_ISLAND)].map(([, name, from, exported]) => `export { ${exported} as ${name} } from '${from}';`);
      if (reexports.length === 0) throw new Error(`${id}: no island written as dynamic(() => import('…').then((module) => module.Name))`);
      return { code: `'use client';\n${reexports.join('\n')}\n`, map: null };
    },
  };
}
