import { defineBlock } from '../../runtime/block-types';
import { VEHICLE_GALLERY_LABEL, vehicleGalleryDefaults, vehicleGallerySchema } from './schema';
import { VehicleGallery } from './VehicleGallery';

export default defineBlock({
  type: 'vehicle-gallery',
  label: VEHICLE_GALLERY_LABEL,
  category: 'vehicle',
  description: 'Every photo of the car on its vehicle page: the main photo, thumbnails, and a full-screen view with arrow keys and swiping.',
  schema: vehicleGallerySchema,
  defaults: vehicleGalleryDefaults,
  component: VehicleGallery,
});
