import { readFileSync } from 'node:fs';
import { onTestFinished } from 'vitest';

/**
 * Puts one of the site's global stylesheets in the test's document until the
 * test ends, for behaviour written in CSS (what a collapsed Show More hides):
 * jsdom applies a sheet's `display` to what testing-library counts as shown.
 */
export function withStylesheet(file: string) {
  const style = document.createElement('style');
  style.textContent = readFileSync(file, 'utf8');
  document.head.append(style);
  onTestFinished(() => style.remove());
}
