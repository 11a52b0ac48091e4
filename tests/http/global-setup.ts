import type { TestProject } from 'vitest/node';
import { DEMO_MARKETERS } from '../../runtime/server/auth/demo-marketers';
import { startAppServer } from '../support/app-server';
import { shopperSessionCookie } from '../support/http';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    appPort: number;
    /** Session cookies of the demo platform admin and sunshine-toyota's dealer editor, signed in before any file runs. */
    marketerCookies: { platformAdmin: string; sunshineEditor: string };
    /** A signed-in shopper's session cookie, for pages dealers keep for signed-in shoppers (gated routes). */
    shopperCookie: string;
  }
}

/** One built app server for every HTTP test file. */
export default async function setup(project: TestProject) {
  const server = await startAppServer();
  project.provide('appUrl', server.url);
  project.provide('appPort', server.port);
  // Signed in here, once: the API fuzz spends this address's sign-in budget, so a file signing in after it would be refused.
  const admin = DEMO_MARKETERS.find((m) => m.role === 'platform-admin')!;
  const editor = DEMO_MARKETERS.find((m) => m.dealerSlugs.includes('sunshine-toyota'))!;
  project.provide('marketerCookies', {
    platformAdmin: await signIn(server.url, admin.email, admin.password),
    sunshineEditor: await signIn(server.url, editor.email, editor.password),
  });
  // Here too, before the API fuzz spends this address's budget of sign-in codes.
  project.provide('shopperCookie', await shopperSessionCookie(server.url, 'harbour-city-motors'));
  return () => server.stop();
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`Signing ${email} in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
