/** How long to wait for the inspector to show a newly selected block's form. */
const FIELD_WAIT_MS = 2000;

/**
 * Focuses the input with this id once it is in the page: selecting a block
 * renders its inspector form a frame or more later.
 */
export function focusFieldWhenShown(id: string, root: Document = document): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const attempt = () => {
      const field = root.getElementById(id);
      if (field instanceof HTMLElement) {
        field.scrollIntoView({ block: 'center' });
        field.focus();
        resolve(true);
      } else if (Date.now() - started > FIELD_WAIT_MS) {
        resolve(false);
      } else {
        setTimeout(attempt, 16);
      }
    };
    attempt();
  });
}
