import type { ReactNode } from 'react';
import type { PropositionIcon } from './schema';

/** Simple strokes drawn inline; each banner's title says what the icon stands for. */

const PATHS: Record<PropositionIcon, ReactNode> = {
  reserve: (
    <>
      <path d="M5 17h14l-1.5-6.5A2 2 0 0 0 15.6 9H8.4a2 2 0 0 0-1.9 1.5z" />
      <circle cx="8" cy="17" r="2" />
      <circle cx="16" cy="17" r="2" />
      <path d="m9 5 2 2 4-4" />
    </>
  ),
  'secure-payment': (
    <>
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" />
      <circle cx="12" cy="15.5" r="1.5" />
    </>
  ),
  finance: (
    <>
      <path d="M4 20h16M6 20V10M10 20V10M14 20V10M18 20V10M3 10l9-6 9 6z" />
    </>
  ),
  'trade-in': (
    <>
      <path d="M4 8h13l-3-3M20 16H7l3 3" />
    </>
  ),
  'test-drive': (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="2" />
      <path d="M12 3v7M4 15l6-2M20 15l-6-2" />
    </>
  ),
  service: (
    <>
      <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
    </>
  ),
};

export function PropositionIconImage({ icon }: { icon: PropositionIcon }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[icon]}
    </svg>
  );
}
