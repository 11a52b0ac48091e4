import type { FromSchema } from 'json-schema-to-ts';
import { defaultsOf } from '../../runtime/schema-defaults';
import { GALLERY_WIDTHS } from './photo-sizes';

export const VEHICLE_GALLERY_LABEL = 'Photo gallery';

export const vehicleGallerySchema = {
  type: 'object',
  title: VEHICLE_GALLERY_LABEL,
  description: 'Every photo of the car on its vehicle page: the main photo, thumbnails, and a full-screen view to swipe through.',
  additionalProperties: false,
  required: ['width', 'showThumbnails', 'noPhotosText'],
  properties: {
    width: {
      type: 'string',
      title: 'Width on a computer screen',
      description: 'How much of the page the gallery takes on a wide screen, so each screen downloads photos of the right size. On a phone it always takes the full width.',
      oneOf: GALLERY_WIDTHS,
      default: 'two-thirds',
    },
    showThumbnails: { type: 'boolean', title: 'Show thumbnails under the main photo', default: true },
    noPhotosText: { type: 'string', title: 'Text shown while the car has no photos', minLength: 1, maxLength: 80, default: 'No photos yet' },
  },
} as const;

export type VehicleGalleryProps = FromSchema<typeof vehicleGallerySchema>;

export const vehicleGalleryDefaults = defaultsOf(vehicleGallerySchema);
