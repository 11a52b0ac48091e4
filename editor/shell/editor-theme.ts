import type { MantineThemeOverride } from '@mantine/core';

/**
 * The editor's Mantine theme, for every editor page. Its primary colour's
 * eighth shade reads at AA under white text. Mantine's dialogs and drawers
 * draw a close button with no name, which screen readers announce as
 * "button" (axe: button-name); here every one is named. A plain object, not
 * `Modal.extend`, so server pages can hand it to the provider.
 */
export const editorTheme: MantineThemeOverride = {
  primaryShade: 8,
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
};
