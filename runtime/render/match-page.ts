import type { Page } from '../../schemas/site-document';

export interface PageMatch<P extends Pick<Page, 'path'> = Page> {
  page: P;
  params: Record<string, string>;
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** More static segments first: "/search/used-cars" wins over "/search/:make". */
function specificity(path: string): number[] {
  return segments(path).map((segment) => (segment.startsWith(':') ? 0 : 1));
}

function compareSpecificity(a: Pick<Page, 'path'>, b: Pick<Page, 'path'>): number {
  const sa = specificity(a.path);
  const sb = specificity(b.path);
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const diff = (sb[i] ?? 0) - (sa[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const sortedPages = new WeakMap<readonly Pick<Page, 'path'>[], Pick<Page, 'path'>[]>();

/** Finds the page a path shows, with the values of its :parameters. Anything with a path will do: the editor matches page addresses alone. */
export function matchPage<P extends Pick<Page, 'path'> = Page>(pages: readonly P[], path: string): PageMatch<P> | undefined {
  let ordered = sortedPages.get(pages) as P[] | undefined;
  if (!ordered) {
    ordered = [...pages].sort(compareSpecificity);
    sortedPages.set(pages, ordered);
  }
  const wanted = segments(path);
  for (const page of ordered) {
    const pattern = segments(page.path);
    if (pattern.length !== wanted.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = wanted[i];
        return true;
      }
      return segment === wanted[i].toLowerCase();
    });
    if (matches) return { page, params };
  }
  return undefined;
}
