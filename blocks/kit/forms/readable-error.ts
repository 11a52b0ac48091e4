/** Mantine's error red (shade 6) is too faint on white for text (WCAG 1.4.3); shade 9 passes. */
export const READABLE_ERROR = { error: { color: 'var(--mantine-color-red-9)' } };
