/**
 * Light alerts in the body colour: a light alert of a dark shade (blue.9) is
 * drawn solid, and a light one's own tint is too faint for text (WCAG 1.4.3).
 */
export const READABLE_ALERT = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };
