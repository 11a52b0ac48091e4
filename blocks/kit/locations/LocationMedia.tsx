import { Anchor, Box, Text } from '../../../runtime/render/ui';
import { MAP_ATTRIBUTION, MAP_TILE_PX, mapTilesAround } from '../../../runtime/rules/map-tiles';
import type { Location } from '../../../schemas/entities/location';

const MEDIA_HEIGHT_PX = 180;

function Pin() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="32"
      height="40"
      viewBox="0 0 24 30"
      style={{ position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, -100%)' }}
    >
      <path d="M12 0C5.4 0 0 5.2 0 11.7 0 20.4 12 30 12 30s12-9.6 12-18.3C24 5.2 18.6 0 12 0z" fill="#c92a2a" stroke="#fff" strokeWidth="1.5" />
      <circle cx="12" cy="11.5" r="4.5" fill="#fff" />
    </svg>
  );
}

/** A street map around the location: OpenStreetMap's tiles laid around it, its pin in the middle, their attribution beneath. No key, no script. */
function LocationMap({ location, lat, long }: { location: Location; lat: number; long: number }) {
  return (
    <Box component="figure" m={0}>
      <Box role="img" aria-label={`Street map around ${location.name}`} pos="relative" h={MEDIA_HEIGHT_PX} bg="gray.1" style={{ overflow: 'hidden' }} data-map>
        {mapTilesAround({ lat, long }).map((tile) => (
          <img
            key={tile.url}
            src={tile.url}
            alt=""
            width={MAP_TILE_PX}
            height={MAP_TILE_PX}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            style={{ position: 'absolute', left: `calc(50% + ${tile.left}px)`, top: `calc(50% + ${tile.top}px)`, maxWidth: 'none' }}
          />
        ))}
        <Pin />
      </Box>
      <Text component="figcaption" size="xs" ta="right" px="xs">
        <Anchor href={MAP_ATTRIBUTION.href} target="_blank" rel="noopener" size="xs" c="gray.8">
          {MAP_ATTRIBUTION.text}
        </Anchor>
      </Text>
    </Box>
  );
}

/**
 * Spec (detail §2 "Locations"): a location card's optional map or image.
 * A map needs the location's coordinates, a photo its image; without what
 * it needs, the card shows neither.
 */
export function LocationMedia({ location, media }: { location: Location; media: 'none' | 'image' | 'map' }) {
  const { lat, long } = location.address;
  if (media === 'map' && lat !== undefined && long !== undefined) return <LocationMap location={location} lat={lat} long={long} />;
  const image = location.image?.thumb?.url ?? location.image?.url;
  if (media !== 'image' || !image) return null;
  return <img src={image} alt="" loading="lazy" width={640} height={MEDIA_HEIGHT_PX} style={{ display: 'block', width: '100%', height: MEDIA_HEIGHT_PX, objectFit: 'cover' }} />;
}
