'use client';

import { Alert } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { memo } from 'react';
import { openElsewhereAtom } from './other-tabs-atoms';

/** Said while this site is open in another tab too, before the two tabs' saves clash. */
export const OPEN_ELSEWHERE_TITLE = 'This site is also open in another tab';
export const OPEN_ELSEWHERE_WORDS = 'Changes made in both tabs will clash when they are saved. Keep working in one tab and close the other.';

const READABLE = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };

export const OpenElsewhereWarning = memo(function OpenElsewhereWarning() {
  const openElsewhere = useAtomValue(openElsewhereAtom);
  if (!openElsewhere) return null;
  return (
    // Light yellow behind the page's own text colour: a shade given as the colour made the light variant solid, its title unreadable.
    <Alert role="status" color="yellow" variant="light" title={OPEN_ELSEWHERE_TITLE} mb="xs" py="xs" styles={READABLE}>
      {OPEN_ELSEWHERE_WORDS}
    </Alert>
  );
});
