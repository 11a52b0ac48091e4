import '@/runtime/render/site-styles';
// The vehicle card's look, on nearly every page type: in the one stylesheet every page links (vehicle-card.css says why).
import '@/blocks/kit/vehicle-card/vehicle-card.css';
// The star ratings of reviews and locations, as the card's (star-rating.css says why).
import '@/blocks/kit/rating/star-rating.css';
import './global.css';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';

/** Every page carries its own script nonce (apps/web/proxy.ts), so none is prerendered. */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="en-AU" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
      </head>
      <body>{children}</body>
    </html>
  );
}
