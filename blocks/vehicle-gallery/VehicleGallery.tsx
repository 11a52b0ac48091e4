import { Box, Center, Text } from '../../runtime/render/ui';
import type { BlockRenderInput } from '../../runtime/block-types';
import { NoCarNote } from '../kit/vehicle/NoCarNote';
import { carPhotoAlt } from '../kit/vehicle-card/car-facts';
import { CarPhoto } from './CarPhoto';
import { galleryPhotos, photoLabel } from './gallery-photos';
import { PhotoViewer } from './islands.client';
import { PhotoButton } from './photo-button';
import { MAIN_PHOTO_SIZES, PHOTO_ASPECT_RATIO, THUMBNAIL_HEIGHT_PX, THUMBNAIL_WIDTH_PX } from './photo-sizes';
import { VEHICLE_GALLERY_LABEL, type VehicleGalleryProps } from './schema';

const PHOTO_FRAME = { display: 'block', position: 'relative', aspectRatio: PHOTO_ASPECT_RATIO, overflow: 'hidden' } as const;

/**
 * The car's photos. The first is the page's largest paint, so the server
 * renders it as a real image in a 4:3 frame (nothing shifts as it loads),
 * fetched first and preloaded; the thumbnails load lazily. The photos are
 * buttons into the full-screen view (PhotoViewer, the one client island).
 */
export function VehicleGallery({ props, site }: BlockRenderInput<VehicleGalleryProps, undefined>) {
  const car = site.car;
  if (!car) return <NoCarNote site={site} label={VEHICLE_GALLERY_LABEL} />;
  const photos = galleryPhotos(car);
  const count = photos.length;
  if (count === 0) {
    return (
      <Center bg="gray.1" style={{ aspectRatio: PHOTO_ASPECT_RATIO }}>
        <Text c="gray.7" fw={500}>
          {props.noPhotosText}
        </Text>
      </Center>
    );
  }
  return (
    <Box component="section" aria-label={`Photos of ${car.name}`}>
      <PhotoViewer carName={car.name} photos={photos.map((photo) => photo.src)}>
        <PhotoButton index={0} label={`View ${photoLabel(1, count).toLowerCase()} full screen`} w="100%" style={PHOTO_FRAME}>
          <CarPhoto
            src={photos[0].src}
            alt={carPhotoAlt(car)}
            fill
            sizes={MAIN_PHOTO_SIZES[props.width]}
            preload
            loading="eager"
            fetchPriority="high"
            style={{ objectFit: 'cover' }}
          />
          <Text
            component="span"
            aria-hidden="true"
            size="sm"
            fw={500}
            c="white"
            bg="rgba(0, 0, 0, 0.75)"
            px="xs"
            py={2}
            pos="absolute"
            right={8}
            bottom={8}
            style={{ borderRadius: 4 }}
          >
            {count === 1 ? '1 photo' : `${count} photos`}
          </Text>
        </PhotoButton>
        {props.showThumbnails && count > 1 && (
          <Box component="ul" aria-label="All photos" m={0} mt={4} p={4} style={{ listStyle: 'none', display: 'flex', gap: 8, overflowX: 'auto' }}>
            {photos.map((photo, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a feed may list a photo twice; its place tells the two apart, and the list never reorders.
              <li key={`${index}-${photo.src}`} style={{ flex: '0 0 auto' }}>
                <PhotoButton index={index} label={photoLabel(index + 1, count)} w={THUMBNAIL_WIDTH_PX} style={PHOTO_FRAME}>
                  <CarPhoto
                    src={photo.thumbnail}
                    alt=""
                    width={THUMBNAIL_WIDTH_PX}
                    height={THUMBNAIL_HEIGHT_PX}
                    loading="lazy"
                    style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                </PhotoButton>
              </li>
            ))}
          </Box>
        )}
      </PhotoViewer>
    </Box>
  );
}
