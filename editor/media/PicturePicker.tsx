import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import type { MediaItem } from '../../schemas/api/media';
import { PictureGrid, pictureName } from './PictureGrid';
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

/** A delete asked for: waiting for the marketer to confirm, under way, or refused (the picture is still shown somewhere). */
type Deleting = { picture: MediaItem; state: 'confirming' | 'deleting' } | { picture: MediaItem; state: 'refused'; message: string } | null;

/** The site's pictures to choose from, and a new one to upload; what is chosen goes into the field that opened it. */
export function PicturePicker({ slug, opened, onClose, onChoose, api = pictureLibraryApi }: PicturePickerProps) {
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [deleting, setDeleting] = useState<Deleting>(null);
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

  async function confirmDelete(picture: MediaItem) {
    setDeleting({ picture, state: 'deleting' });
    try {
      await api.remove(slug, picture.id);
      setDeleting(null);
      setListing((current) => (current.state === 'listed' ? { state: 'listed', pictures: current.pictures.filter((p) => p.id !== picture.id) } : current));
    } catch (error) {
      setDeleting({ picture, state: 'refused', message: error instanceof Error ? error.message : 'The picture could not be deleted.' });
    }
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
          {deleting && deleting.state !== 'refused' && (
            // A question waiting for an answer, not an alert: a screen reader reaches it with the buttons in it.
            <Alert role="group" color="red" variant="light" mb="sm" title={`Delete “${pictureName(deleting.picture)}”?`}>
              <Text size="sm">It leaves your site’s pictures for good. A picture a page still shows is not deleted.</Text>
              <Group gap="xs" mt="xs">
                <Button size="xs" color="red.9" loading={deleting.state === 'deleting'} onClick={() => confirmDelete(deleting.picture)}>
                  Delete picture
                </Button>
                <Button size="xs" variant="default" onClick={() => setDeleting(null)}>
                  Keep it
                </Button>
              </Group>
            </Alert>
          )}
          {deleting?.state === 'refused' && (
            <Alert color="red" role="alert" mb="sm" title="Not deleted" withCloseButton closeButtonLabel="Close message" onClose={() => setDeleting(null)}>
              {deleting.message}
            </Alert>
          )}
          {listing.state === 'listed' && <PictureGrid pictures={listing.pictures} onChoose={choose} onDelete={(picture) => setDeleting({ picture, state: 'confirming' })} />}
        </section>
      </Stack>
    </Modal>
  );
}
