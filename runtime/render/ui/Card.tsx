import { renderBox, type BoxProps } from './Box';
import { type PaperProps, paperVars } from './Paper';
import { spacing } from './style-props';

export type CardProps = PaperProps & { padding?: string | number };

/** Mantine's Card (a Paper with padding its sections reach past), server-rendered (see Box). */
export function Card({ padding, radius, shadow, withBorder, ...props }: CardProps) {
  return renderBox(props, {
    classes: 'm_e615b15f mantine-Card-root m_1b7284a3 mantine-Paper-root',
    vars: { ...paperVars(radius, shadow), '--card-padding': padding === undefined ? undefined : spacing(padding) },
    mod: { withBorder, orientation: 'vertical' },
  });
}

export type CardSectionProps = BoxProps & {
  /** The card's first child: it reaches the card's top edge. Mantine's Card finds this by looking through its children; a server-rendered card says it. */
  first?: boolean;
  /** The card's last child: it reaches the card's bottom edge. */
  last?: boolean;
  withBorder?: boolean;
  inheritPadding?: boolean;
};

/** Mantine's Card.Section, server-rendered: edge to edge across its card. */
export function CardSection({ first, last, withBorder, inheritPadding, ...props }: CardSectionProps) {
  return renderBox(props, {
    classes: 'm_599a2148 mantine-Card-section',
    mod: { withBorder, inheritPadding, orientation: 'vertical', firstSection: first, lastSection: last },
  });
}
