'use client';
import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface ShowMoreProps {
  /** Unique on the page: the button points at the content by it. */
  id: string;
  /**
   * The whole content, rendered on the server. While collapsed, its parts
   * marked `data-more` are hidden (show-more.css), so a list is sent once,
   * not once shortened and once whole.
   */
  children: ReactNode;
  /** What shows while collapsed when it is not the whole with parts hidden: dealer comments cut mid-paragraph. */
  preview?: ReactNode;
  showText: string;
  hideText: string;
}

/**
 * The one interactive part of a vehicle page's specification lists and
 * dealer comments: a button that shows the rest of the content and hides it
 * again. The content is rendered on the server and handed in, so this island
 * holds a single boolean. The button follows the content, so focus stays
 * put while the content above it grows or shrinks.
 */
export function ShowMore({ id, children, preview, showText, hideText }: ShowMoreProps) {
  const [open, setOpen] = useState(false);
  const contentId = `${id}-content`;
  return (
    <>
      <div id={contentId} data-show-more={open ? 'all' : 'first'}>
        {open || preview === undefined ? children : preview}
      </div>
      <Button type="button" variant="subtle" px="xs" mt="xs" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen((isOpen) => !isOpen)}>
        {open ? hideText : showText}
      </Button>
    </>
  );
}
