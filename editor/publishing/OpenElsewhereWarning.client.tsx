'use client';

import { Alert } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { openElsewhereAtom } from './other-tabs-atoms';

/** Said while this site is open in another tab too, before the two tabs' saves clash. */
export const OPEN_ELSEWHERE_TITLE = 'This site is also open in another tab';
export const OPEN_ELSEWHERE_WORDS = 'Changes made in both tabs will clash when they are saved. Keep working in one tab and close the other.';

export function OpenElsewhereWarning() {
  const openElsewhere = useAtomValue(openElsewhereAtom);
  if (!openElsewhere) return null;
  return (
    <Alert role="status" color="yellow.9" variant="light" title={OPEN_ELSEWHERE_TITLE} mb="xs" py="xs">
      {OPEN_ELSEWHERE_WORDS}
    </Alert>
  );
}
