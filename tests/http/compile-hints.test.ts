import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { COMPILE_HINT } from '../../scripts/compile-hints';

const base = inject('appUrl');
/** The build the app server serves: `npm run build` marked its entry scripts (scripts/add-compile-hints.ts). */
const { rootMainFiles } = JSON.parse(readFileSync(path.resolve('apps/web/.next/build-manifest.json'), 'utf8')) as { rootMainFiles: string[] };
const entryScripts = new Set(rootMainFiles.filter((file) => file.endsWith('.js')).map((file) => `/_next/${file}`));

async function firstCarSlug(dealer: string): Promise<string> {
  const found = (await (await fetch(`${base}/sites/${dealer}/api/search`)).json()) as { hits: { slug: string }[] };
  return found.hits[0]!.slug;
}

describe("the framework's entry scripts are compiled as they stream in (issue 16: main-thread work on phones)", () => {
  it.each(['/sites/sunshine-toyota', '/sites/harbour-city-motors/search', '/sites/westside-used-cars/cars/{first car}', '/sites/sunshine-toyota/terms-and-conditions'])(
    '%s: every entry script it loads starts with the compile hint, and none of its own chunks does',
    async (page) => {
      const address = page.includes('{first car}') ? page.replace('{first car}', await firstCarSlug('westside-used-cars')) : page;
      const answer = await fetch(base + address);
      expect(answer.status, address).toBe(200);
      const html = await answer.text();
      const scripts = [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"(?![^>]*noModule)/g)].map((match) => match[1]!);
      const hinted = new Set<string>();
      for (const script of new Set(scripts)) if ((await (await fetch(base + script)).text()).startsWith(COMPILE_HINT)) hinted.add(script);
      expect(entryScripts.size).toBeGreaterThanOrEqual(2);
      expect(hinted).toEqual(entryScripts);
      expect(scripts.length).toBeGreaterThan(entryScripts.size);
    },
  );
});
