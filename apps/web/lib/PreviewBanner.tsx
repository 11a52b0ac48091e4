import { DEFAULT_TIME_ZONE } from '@/runtime/rules/state-time-zone';

/** The link's end on the platform's default clock, zone named, as the preview is opened by people anywhere. */
const untilWords = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: DEFAULT_TIME_ZONE,
  timeZoneName: 'short',
});

/**
 * Across the top of every preview page, in plain colours of its own (not the
 * dealer's theme), so nobody mistakes a draft for the live site.
 */
export function PreviewBanner({ dealerName, expiresAt }: { dealerName: string; expiresAt: string }) {
  return (
    <div
      role="note"
      aria-label="Preview — not live"
      style={{ background: '#fff3bf', color: '#1a1b1e', borderBottom: '2px solid #e67700', padding: '8px 16px', fontFamily: 'system-ui, sans-serif', fontSize: 15 }}
    >
      <strong>Preview — not live.</strong>{' '}
      {`This is ${dealerName}'s draft as it was when the link was shared; shoppers do not see it. The link works until ${untilWords.format(new Date(expiresAt))}.`}
    </div>
  );
}
