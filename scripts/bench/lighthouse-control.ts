/**
 * The control page of `npm run bench:lighthouse`: a bare Next.js + Mantine
 * page, built from this repository's own next, react and @mantine/core, so
 * it is audited beside the dealers' pages on the same host, the same
 * Chromium and the same day. Lighthouse's mobile preset slows the CPU by a
 * fixed 4×, so a slow host audits a slower phone: a score read beside the
 * control's says how much of a page's shortfall is the page's own and how
 * much is the host's.
 *
 * The app is written into a directory of its own under the repository (so
 * the repository's node_modules resolve its imports, as they do the dealer
 * app's), built with `next build`, started with `next start`, and removed
 * afterwards.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** What a shopper's page is at its barest: a theme, a heading, words and one button that answers. */
const CONTROL_FILES: Record<string, string> = {
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  'app/layout.jsx': `import '@mantine/core/styles.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';

export const metadata = { title: 'Control page', description: 'A bare Next.js and Mantine page, audited beside the dealer sites.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript />
      </head>
      <body>
        <MantineProvider>{children}</MantineProvider>
      </body>
    </html>
  );
}
`,
  'app/page.jsx': `import { Container, Text, Title } from '@mantine/core';
import { Counter } from './counter';

export default function Page() {
  return (
    <Container component="main" py="xl">
      <Title order={1}>A bare Next.js and Mantine page</Title>
      <Text mt="md">The page the dealer sites are measured against: a theme, a heading, these words and one button.</Text>
      <Counter />
    </Container>
  );
}
`,
  'app/counter.jsx': `'use client';
import { Button } from '@mantine/core';
import { useState } from 'react';

export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <Button mt="md" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </Button>
  );
}
`,
};

export interface ControlApp {
  url: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function untilAnswering(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The control app stopped with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The control app did not answer at ${url} within 60 s`);
}

/** Builds and starts the control app; `stop()` ends it and removes its files. */
export async function startControlApp(): Promise<ControlApp> {
  const dir = mkdtempSync(path.join(process.cwd(), '.lighthouse-control-'));
  const next = path.join(process.cwd(), 'node_modules/next/dist/bin/next');
  try {
    for (const [file, text] of Object.entries(CONTROL_FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const built = spawnSync(process.execPath, [next, 'build', dir], { encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (built.status !== 0) throw new Error(`The control app did not build:\n${built.stdout}\n${built.stderr}`);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const server = spawn(process.execPath, [next, 'start', dir, '-p', String(port), '-H', '127.0.0.1'], { stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}/`;
  try {
    await untilAnswering(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
