import { Alert, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import type { MediaItem } from '../../schemas/api/media';
import { PictureGrid } from './PictureGrid';
import { type PictureLibraryApi, pictureLibraryApi } from './picture-library-api';
import { PictureUpload } from './PictureUpload';

interface PicturePickerProps {
  slug: string;
  opened: boolean;
  onClose: () => void;
  /** The picture chosen, or just uploaded to be used. */
  onChoose: (picture: MediaItem) => void;
  api?: PictureLibraryApi;
}

type Listing = { state: 'loading' } | { state: 'listed'; pictures: MediaItem[] } | { state: 'failed'; message: string };

/** The site's pictures to choose from, and a new one to upload; what is chosen goes into the field that opened it. */
export function PicturePicker({ slug, opened, onClose, onChoose, api = pictureLibraryApi }: PicturePickerProps) {
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const headingId = useId();

  useEffect(() => {
    if (!opened) return;
    let current = true;
    setListing({ state: 'loading' });
    api.list(slug).then(
      (pictures) => current && setListing({ state: 'listed', pictures }),
      (error: unknown) => current && setListing({ state: 'failed', message: error instanceof Error ? error.message : 'The pictures could not be loaded.' }),
    );
    return () => {
      current = false;
    };
  }, [opened, slug, api]);

  function choose(picture: MediaItem) {
    onChoose(picture);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Choose a picture" size="xl">
      <Stack gap="lg">
        <section aria-labelledby={`${headingId}-upload`}>
          <Title id={`${headingId}-upload`} order={3} fz="md" mb="xs">
            Upload a new picture
          </Title>
          <PictureUpload slug={slug} api={api} onUploaded={choose} />
        </section>
        <section aria-labelledby={`${headingId}-library`}>
          <Title id={`${headingId}-library`} order={3} fz="md" mb="xs">
            Your site’s pictures
          </Title>
          {listing.state === 'loading' && <Text role="status">Loading your pictures…</Text>}
          {listing.state === 'failed' && (
            <Alert color="red" role="alert" title="Your pictures could not be loaded">
              {listing.message}
            </Alert>
          )}
          {listing.state === 'listed' && <PictureGrid pictures={listing.pictures} onChoose={choose} />}
        </section>
      </Stack>
    </Modal>
  );
}
