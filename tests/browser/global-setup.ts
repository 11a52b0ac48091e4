import type { TestProject } from 'vitest/node';
import { startAppServer } from '../support/app-server';
import { launchChromiumServer } from '../support/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    appPort: number;
    /** The shared Chromium's address, for files that need no launch flags of their own. */
    browserEndpoint: string;
  }
}

/**
 * One built app server and one Chromium for every browser test file; each file opens contexts of its own.
 * The server trusts this machine as a proxy, so each page opened by openWatchedPage comes from an address
 * of its own (X-Forwarded-For), as shoppers do: one test's sign-ins never spend another's budget of codes.
 */
export default async function setup(project: TestProject) {
  const [server, chromium] = await Promise.all([startAppServer({ env: { TRUSTED_PROXIES: '127.0.0.1' } }), launchChromiumServer()]);
  project.provide('appUrl', server.url);
  project.provide('appPort', server.port);
  project.provide('browserEndpoint', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    await server.stop();
  };
}
