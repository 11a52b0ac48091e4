import { Badge, Group } from '../../../runtime/render/ui';
import { BADGE_BACKGROUNDS, type VehicleCardBadge } from './card-badges';

/** The car's tags (card-badges.ts), white on their colours; nothing when it has none. */
export function CarBadges({ badges, size }: { badges: readonly VehicleCardBadge[]; size: 'md' | 'lg' }) {
  if (badges.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {badges.map((badge) => (
        <Badge key={badge.kind} data-badge={badge.kind} color={BADGE_BACKGROUNDS[badge.kind]} c="white" radius="sm" tt="none" size={size}>
          {badge.text}
        </Badge>
      ))}
    </Group>
  );
}
