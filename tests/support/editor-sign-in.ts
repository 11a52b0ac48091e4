import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Signs a marketer in through the editor's own form, as a person does, and waits for their list of sites. */
export async function signInToEditor(page: Page, appUrl: string, account: { email: string; password: string }) {
  await page.goto(`${appUrl}/editor/sign-in`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/editor');
}

/**
 * Drags by mouse the way a person does: press, move a little to start the
 * drag, move over the target (its middle, or `at` pixels down from its top),
 * wait for `before` if given (a drop line), release.
 */
export async function dragByMouse(page: Page, from: Locator, to: Locator, options: { at?: number; before?: Locator } = {}) {
  await from.scrollIntoViewIfNeeded();
  await to.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 12, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + (options.at ?? end.height / 2), { steps: 12 });
  if (options.before) await options.before.waitFor();
  else await page.waitForTimeout(150);
  await page.mouse.up();
}

/**
 * Signs a marketer in through the sign-in API in a browser context and
 * keeps their site's draft as found, so a test that edits it can put it back
 * (`restore`) for the tests after it.
 */
export async function signInKeepingDraft(context: BrowserContext, appUrl: string, account: { email: string; password: string }, slug: string) {
  const draftUrl = `${appUrl}/editor/api/sites/${slug}/draft`;
  const signIn = await context.request.post(`${appUrl}/api/auth/sign-in/email`, { data: { email: account.email, password: account.password }, headers: { origin: appUrl } });
  if (!signIn.ok()) throw new Error(`Sign-in failed: ${signIn.status()}`);
  const draftBefore = ((await (await context.request.get(draftUrl)).json()) as { document: unknown }).document;
  return {
    draftUrl,
    async restore() {
      const { revision } = (await (await context.request.get(draftUrl)).json()) as { revision: number };
      const restored = await context.request.put(draftUrl, { data: { document: draftBefore, revision }, headers: { origin: appUrl } });
      if (!restored.ok()) throw new Error(`Putting the ${slug} draft back failed: ${restored.status()} ${await restored.text()}`);
    },
  };
}
