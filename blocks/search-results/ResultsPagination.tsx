import { Button } from '@mantine/core';
import { Group } from '../../runtime/render/ui';
import type { MouseEvent } from 'react';

/** Pages shown either side of the current one; the first and last are always shown. */
export const PAGES_AROUND_CURRENT = 1;

/** The page numbers to link, with null where a gap is skipped: 1 … 4 5 6 … 12. */
export function pageLinks(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = page - PAGES_AROUND_CURRENT; p <= page + PAGES_AROUND_CURRENT; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? [null, p] : [p]));
}

interface ResultsPaginationProps {
  page: number;
  pages: number;
  /** The address of a page of these results: real links, so paging works before the script arrives and search engines follow it. */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

export function ResultsPagination({ page, pages, hrefFor, onPage }: ResultsPaginationProps) {
  if (pages <= 1) return null;
  // Past the last page (an old or hand-written address), the pages around the last are offered and none is current.
  const around = Math.min(page, pages);
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onPage(target);
  };
  return (
    <Group component="nav" aria-label="Pages of results" justify="center" gap="xs" mt="xl">
      {page > 1 && (
        <Button component="a" href={hrefFor(around === page ? page - 1 : pages)} onClick={follow(around === page ? page - 1 : pages)} variant="default" rel="prev">
          Previous
        </Button>
      )}
      {pageLinks(around, pages).map((p, i) =>
        p === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no page number of its own; there are at most two, never reordered.
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={p}
            component="a"
            href={hrefFor(p)}
            onClick={follow(p)}
            variant={p === page ? 'filled' : 'default'}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p}`}
            miw={44}
            px="xs"
          >
            {p}
          </Button>
        ),
      )}
      {page < pages && (
        <Button component="a" href={hrefFor(page + 1)} onClick={follow(page + 1)} variant="default" rel="next">
          Next
        </Button>
      )}
    </Group>
  );
}
