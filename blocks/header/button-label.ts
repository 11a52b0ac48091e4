/**
 * Where the header's buttons (saved cars, phones, sign out) show their words
 * beside their icons: on a tablet, whose menu sits behind the burger, and on
 * wide screens; not on phones, and not where the main menu shares the row
 * (md up to xl), which would otherwise wrap its items onto two lines.
 * Their aria-labels keep their names everywhere.
 */
export const HEADER_BUTTON_LABEL_DISPLAY = { base: 'none', sm: 'inline', md: 'none', xl: 'inline' } as const;
/** Padding to match: snug round an icon alone. */
export const HEADER_BUTTON_PADDING = { base: 'xs', sm: 'md', md: 'xs', xl: 'md' } as const;
