import type { Page } from 'playwright-core';

/** A mobile number of its own for each sign-in, so a kept database never holds this shopper already. */
export const freshMobile = () => `04${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;

/**
 * On a dealer's sign-in page: a mobile number, the code the local SMS
 * provider shows on screen, Sign in. The page then goes where the sign-in
 * link's redirect says; the caller waits for it.
 */
export async function signInWithLocalCode(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: /Mobile number/ }).fill(freshMobile());
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const notice = page.getByText(/^Local SMS provider: your code is \d{6} \(no text message was sent\)$/);
  await notice.waitFor();
  await page.getByRole('textbox', { name: /6-digit code/ }).fill(/\d{6}/.exec((await notice.textContent()) ?? '')![0]);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
