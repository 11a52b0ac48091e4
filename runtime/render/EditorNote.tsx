import type { ReactNode } from 'react';
import type { SiteContext } from '../block-types';

/** A block that failed is told in red, so it stands out from a note that merely explains. */
const TONES = {
  note: { border: '#495057', text: '#343a40' },
  problem: { border: '#c92a2a', text: '#c92a2a' },
} as const;

export type EditorNoteTone = keyof typeof TONES;

/**
 * Something only the marketer in the editor needs to know, such as why a
 * block shows nothing for this car (a sold car, a setting turned off) or
 * that it failed; shoppers see nothing at all.
 */
export function EditorNote({ site, tone = 'note', children }: { site: Pick<SiteContext, 'mode'>; tone?: EditorNoteTone; children: ReactNode }) {
  if (site.mode !== 'editor') return null;
  const colours = TONES[tone];
  return (
    <div role="note" style={{ padding: 12, border: `1px dashed ${colours.border}`, color: colours.text }}>
      {children}
    </div>
  );
}
