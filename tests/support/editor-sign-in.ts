import type { Locator, Page } from 'playwright-core';

/** Signs a marketer in through the editor's own form, as a person does, and waits for their list of sites. */
export async function signInToEditor(page: Page, appUrl: string, account: { email: string; password: string }) {
  await page.goto(`${appUrl}/editor/sign-in`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/editor');
}

/** Drags by mouse the way a person does: press, move a little to start the drag, move over the target, release. */
export async function dragByMouse(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  await to.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 12, { steps: 4 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}
