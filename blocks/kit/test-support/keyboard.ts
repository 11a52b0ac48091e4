import { fireEvent } from '@testing-library/react';

/**
 * Presses a key as a browser would: jsdom dispatches the key events but not
 * their default action, so Enter on a link or button and Space on a button
 * also click it unless a handler prevented that.
 */
export function pressKey(element: Element, key: string): void {
  const proceed = fireEvent.keyDown(element, { key });
  const activates = (key === 'Enter' && (element.matches('button') || element.matches('a[href]'))) || (key === ' ' && element.matches('button'));
  if (proceed && activates && !element.matches(':disabled')) fireEvent.click(element);
  fireEvent.keyUp(element, { key });
}
