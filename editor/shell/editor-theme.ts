import type { MantineThemeOverride } from '@mantine/core';
import { NAMED_CLOSE_BUTTONS } from '../../runtime/render/mantine-theme';

/**
 * The editor's Mantine theme, for every editor page: the primary colour's
 * eighth shade, which reads at AA under white text, and every dialog's and
 * drawer's close button named, as on the sites.
 */
export const editorTheme: MantineThemeOverride = { primaryShade: 8, components: NAMED_CLOSE_BUTTONS };
