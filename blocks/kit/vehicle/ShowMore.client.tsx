'use client';
import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface ShowMoreProps {
  /** Unique on the page: the button points at the content by it. */
  id: string;
  /** What shows first: a shortened list or text, rendered on the server. */
  collapsed: ReactNode;
  /** What shows once expanded: the whole of it. */
  expanded: ReactNode;
  showText: string;
  hideText: string;
}

/**
 * The one interactive part of a vehicle page's specification lists and
 * dealer comments: a button that swaps the shortened content for the whole
 * and back. Both are rendered on the server and handed in, so this island
 * holds a single boolean. The button follows the content, so focus stays
 * put while the content above it grows or shrinks.
 */
export function ShowMore({ id, collapsed, expanded, showText, hideText }: ShowMoreProps) {
  const [open, setOpen] = useState(false);
  const contentId = `${id}-content`;
  return (
    <>
      <div id={contentId}>{open ? expanded : collapsed}</div>
      <Button type="button" variant="subtle" px="xs" mt="xs" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen((isOpen) => !isOpen)}>
        {open ? hideText : showText}
      </Button>
    </>
  );
}
