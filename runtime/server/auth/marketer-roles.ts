/** A platform admin edits every dealer; a dealer editor only the dealers listed for them. */
export const MARKETER_ROLES = ['platform-admin', 'dealer-editor'] as const;

export type MarketerRole = (typeof MARKETER_ROLES)[number];
