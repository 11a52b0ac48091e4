import { BADGE_BACKGROUNDS, type VehicleCardBadge } from './card-badges';
import { CARD_CLASSES as classes } from './card-classes';

/**
 * The car's tags (card-badges.ts), white on their colours; nothing when it
 * has none. Each tag is one element styled by class (vehicle-card.css), as
 * Mantine's filled Badge looks: a card list shows one or two on every card.
 */
export function CarBadges({ badges, size }: { badges: readonly VehicleCardBadge[]; size: 'md' | 'lg' }) {
  if (badges.length === 0) return null;
  return (
    <div className={classes.badges}>
      {badges.map((badge) => (
        <span key={badge.kind} className={classes.badge} data-badge={badge.kind} data-size={size} style={{ background: BADGE_BACKGROUNDS[badge.kind] }}>
          {badge.text}
        </span>
      ))}
    </div>
  );
}
