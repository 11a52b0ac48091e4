import type { ReactNode } from 'react';
import type { PaymentMethod } from './payment-methods';

const TEXT_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Mastercard's and Maestro's marks alike: two circles, left and right, and the lens where they overlap. */
function interlockingCircles(left: string, right: string, overlap: string): ReactNode {
  return (
    <>
      <circle cx="21" cy="17" r="9" fill={left} />
      <circle cx="31" cy="17" r="9" fill={right} />
      <path d="M26 9.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill={overlap} />
    </>
  );
}

/** Our own simple drawings of each mark, so the strip needs no image requests. */
const DRAWINGS: Record<PaymentMethod, { background: string; art: ReactNode }> = {
  mastercard: { background: '#ffffff', art: interlockingCircles('#eb001b', '#f79e1b', '#ff5f00') },
  visa: {
    background: '#ffffff',
    art: (
      <text x="26" y="22.5" textAnchor="middle" fontFamily={TEXT_FONT} fontSize="15" fontWeight="800" fontStyle="italic" fill="#1a1f71">
        VISA
      </text>
    ),
  },
  maestro: { background: '#ffffff', art: interlockingCircles('#0099df', '#ed0006', '#6c6bbd') },
  'google-pay': {
    background: '#ffffff',
    art: (
      <text x="26" y="22" textAnchor="middle" fontFamily={TEXT_FONT} fontSize="13" fontWeight="600" fill="#3c4043">
        <tspan fill="#4285f4">G</tspan> Pay
      </text>
    ),
  },
  'apple-pay': {
    background: '#000000',
    art: (
      <>
        <path
          d="M15.6 12.2c.6-.7 1-1.7.9-2.7-.9 0-1.9.6-2.5 1.3-.5.6-1 1.6-.9 2.6 1 .1 1.9-.5 2.5-1.2zm.9 1.4c-1.4-.1-2.6.8-3.2.8-.7 0-1.7-.8-2.8-.7-1.4 0-2.8.8-3.5 2.1-1.5 2.6-.4 6.5 1.1 8.6.7 1 1.5 2.2 2.6 2.1 1 0 1.4-.7 2.7-.7s1.6.7 2.7.7 1.8-1 2.5-2.1c.8-1.2 1.1-2.3 1.1-2.4 0 0-2.2-.9-2.2-3.4 0-2.1 1.7-3.1 1.8-3.2-1-1.5-2.5-1.6-3-1.7z"
          fill="#ffffff"
        />
        <text x="34" y="22" textAnchor="middle" fontFamily={TEXT_FONT} fontSize="12" fontWeight="600" fill="#ffffff">
          Pay
        </text>
      </>
    ),
  },
};

export function PaymentBadge({ method }: { method: PaymentMethod }) {
  const { background, art } = DRAWINGS[method];
  return (
    <svg aria-hidden="true" focusable="false" width="52" height="34" viewBox="0 0 52 34" data-payment-method={method}>
      <rect x="0.5" y="0.5" width="51" height="33" rx="4" fill={background} stroke="#868e96" />
      {art}
    </svg>
  );
}
