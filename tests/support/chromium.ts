import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's chromium, never a downloaded browser, in a fresh profile; flags keep it off the network and quiet. */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** A Chromium of the caller's own, with any extra launch flags. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ ...CHROMIUM_OPTIONS, args: [...CHROMIUM_OPTIONS.args, ...extraArgs] });
}

/** A Chromium that several processes connect to (the browser tests' shared one). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM_OPTIONS);
}
