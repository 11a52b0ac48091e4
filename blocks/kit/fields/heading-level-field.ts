/**
 * Which heading level a block's title takes, so the page keeps one h1 and no
 * skipped levels (WCAG 1.3.1) wherever a marketer places the block.
 */
export function headingLevelField<const Levels extends readonly [number, ...number[]], const Default extends Levels[number], const Description extends string>(
  levels: Levels,
  defaultLevel: Default,
  description: Description,
) {
  return { type: 'integer', title: 'Heading level', description, enum: levels, default: defaultLevel } as const;
}

/** A row of car cards: its heading, and each car's name one level below. */
export const carShelfHeadingLevelField = headingLevelField(
  [2, 3],
  2,
  "2 for a block of its own on the page, 3 inside a section with its own heading. Each car's name is one level below.",
);

/** A row of car cards' own heading, which a marketer may leave empty. */
export function carShelfHeadingField<const Default extends string>(fallback: Default) {
  return { type: 'string', title: 'Heading', description: 'Leave empty to show the cards without a heading.', maxLength: 120, default: fallback } as const;
}
