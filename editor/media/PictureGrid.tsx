import { Button, Image, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { MediaItem } from '../../schemas/api/media';
import classes from './PictureGrid.module.css';

/** What a screen reader hears for a picture: its description, or its file name for decoration. */
export const pictureName = (picture: MediaItem): string => picture.alt || `${picture.name} (decoration, no description)`;

/**
 * The site's pictures as thumbnails, each a button named by its
 * description, so the grid works from the keyboard and a screen reader.
 */
export function PictureGrid({ pictures, onChoose, onDelete }: { pictures: readonly MediaItem[]; onChoose: (picture: MediaItem) => void; onDelete: (picture: MediaItem) => void }) {
  if (pictures.length === 0) return <Text c="dimmed">No pictures yet. Upload the first one above.</Text>;
  return (
    <SimpleGrid component="ul" cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" className={classes.grid} aria-label="The site's pictures">
      {pictures.map((picture) => (
        <li key={picture.id}>
          <UnstyledButton className={classes.choice} aria-label={pictureName(picture)} onClick={() => onChoose(picture)}>
            {/* The button's name says what the picture shows; the thumbnail repeats it for sighted marketers. */}
            <Image src={picture.thumbnailUrl} alt="" h={96} fit="contain" radius="sm" loading="lazy" />
            <Text size="xs" lineClamp={2} mt={4}>
              {picture.alt || picture.name}
            </Text>
          </UnstyledButton>
          <Button variant="subtle" color="red.9" size="compact-xs" mt={4} aria-label={`Delete ${pictureName(picture)}`} onClick={() => onDelete(picture)}>
            Delete
          </Button>
        </li>
      ))}
    </SimpleGrid>
  );
}
