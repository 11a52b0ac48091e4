import '@/runtime/render/site-styles';
// What blocks style by class, in the one stylesheet every page links (blocks/stylesheets.ts says why).
import '@/blocks/stylesheets';
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
