import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import type { MediaItem } from '../../schemas/api/media';
import { PictureGrid, pictureName } from './PictureGrid';
import { type PictureLibraryApi, pictureLibraryApi } from './picture-library-api';
import { PictureUpload } from './PictureUpload';
import { findPictures, PICTURES_SHOWN_AT_ONCE } from './picture-search';

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
          {listing.state === 'listed' && <LibraryPictures pictures={listing.pictures} onChoose={choose} onDelete={(picture) => setDeleting({ picture, state: 'confirming' })} />}
        </section>
      </Stack>
    </Modal>
  );
}

/**
 * The library, searchable by what the pictures show, drawn a page at a time:
 * a marketer with hundreds of pictures types "hilux" rather than scrolling.
 */
function LibraryPictures({ pictures, onChoose, onDelete }: { pictures: readonly MediaItem[]; onChoose: (picture: MediaItem) => void; onDelete: (picture: MediaItem) => void }) {
  const [typed, setTyped] = useState('');
  const [shown, setShown] = useState(PICTURES_SHOWN_AT_ONCE);
  if (pictures.length === 0) return <PictureGrid pictures={pictures} onChoose={onChoose} onDelete={onDelete} />;
  const found = findPictures(pictures, typed);
  const visible = found.slice(0, shown);
  return (
    <Stack gap="sm">
      <TextInput
        label="Find a picture"
        description="By its description or file name"
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setShown(PICTURES_SHOWN_AT_ONCE);
        }}
        maw={360}
      />
      {/* Announced as it changes; not a status role, which the upload's progress already is. */}
      <Text size="sm" aria-live="polite">
        {found.length === 0
          ? `No picture matches “${typed.trim()}”.`
          : found.length === pictures.length && visible.length === found.length
            ? `${pictures.length} ${pictures.length === 1 ? 'picture' : 'pictures'}`
            : `Showing ${visible.length} of ${found.length} ${found.length === 1 ? 'picture' : 'pictures'}`}
      </Text>
      {visible.length > 0 && <PictureGrid pictures={visible} onChoose={onChoose} onDelete={onDelete} />}
      {visible.length < found.length && (
        <Button variant="default" onClick={() => setShown((count) => count + PICTURES_SHOWN_AT_ONCE)} style={{ alignSelf: 'flex-start' }}>
          Show more pictures
        </Button>
      )}
    </Stack>
  );
}
