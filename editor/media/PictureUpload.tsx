import { Alert, Box, Button, Checkbox, FileButton, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { type DragEvent, type FormEvent, useState } from 'react';
import { MEDIA_ALT_MAX_LENGTH, MEDIA_UPLOAD_MAX_BYTES, type MediaItem, PICTURE_CONTENT_TYPES } from '../../schemas/api/media';
import { type PictureLibraryApi, PictureLibraryError } from './picture-library-api';
import classes from './PictureUpload.module.css';

const SIZE_IN_WORDS = `${MEDIA_UPLOAD_MAX_BYTES / 1_000_000} MB`;
export const TOO_LARGE = `The picture is larger than ${SIZE_IN_WORDS}. Make it smaller and try again.`;
export const NEEDS_DESCRIPTION = 'Describe the picture for people who cannot see it, or tick that it is decoration only.';

interface Problem {
  message: string;
  /** On the description field rather than the whole upload. */
  aboutDescription: boolean;
}

/**
 * Adding a picture to the site: drag a file in or choose one, say what it
 * shows (or that it is decoration), and upload it. Progress and refusals
 * are said in words; the uploaded picture is handed on to be used.
 */
export function PictureUpload({ slug, api, onUploaded }: { slug: string; api: PictureLibraryApi; onUploaded: (picture: MediaItem) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  function pick(chosen: File | null | undefined) {
    setProblem(chosen && chosen.size > MEDIA_UPLOAD_MAX_BYTES ? { message: TOO_LARGE, aboutDescription: false } : null);
    setFile(chosen && chosen.size <= MEDIA_UPLOAD_MAX_BYTES ? chosen : null);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!file || percent !== null) return;
    if (!decorative && !alt.trim()) {
      setProblem({ message: NEEDS_DESCRIPTION, aboutDescription: true });
      return;
    }
    setProblem(null);
    setPercent(0);
    try {
      const uploaded = await api.upload(slug, { file, alt: alt.trim(), decorative }, setPercent);
      setFile(null);
      setAlt('');
      setDecorative(false);
      onUploaded(uploaded);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The picture was not uploaded. Try again.';
      setProblem({ message, aboutDescription: error instanceof PictureLibraryError && error.field === '/alt' });
    } finally {
      setPercent(null);
    }
  }

  return (
    <Stack gap="sm">
      <Box
        className={classes.dropZone}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="picture-drop-zone"
      >
        <Text>Drag a picture here, or</Text>
        <FileButton onChange={pick} accept={PICTURE_CONTENT_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="default">
              Choose a file
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          JPEG, PNG, WebP or SVG, up to {SIZE_IN_WORDS}.
        </Text>
      </Box>
      {file && (
        <form onSubmit={send} aria-label="New picture" noValidate>
          <Stack gap="xs">
            <Text size="sm">
              New picture: <strong>{file.name}</strong>
            </Text>
            <TextInput
              label="Description for screen readers"
              description="What the picture shows, for example “Our showroom on Main Street at dusk”."
              required={!decorative}
              disabled={decorative}
              maxLength={MEDIA_ALT_MAX_LENGTH}
              value={alt}
              onChange={(event) => setAlt(event.currentTarget.value)}
              error={problem?.aboutDescription ? problem.message : undefined}
            />
            <Checkbox
              label="It is decoration only, with nothing to describe"
              checked={decorative}
              onChange={(event) => {
                setDecorative(event.currentTarget.checked);
                setProblem(null);
              }}
            />
            <Group>
              <Button type="submit" loading={percent !== null}>
                Upload and use this picture
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {percent !== null && file && (
        <Stack gap={4}>
          <Progress value={percent} aria-label="Upload progress" />
          <Text size="sm" role="status">
            Uploading {file.name}: {percent}%
          </Text>
        </Stack>
      )}
      {problem && !problem.aboutDescription && (
        <Alert color="red" role="alert" title="The picture was not uploaded">
          {problem.message}
        </Alert>
      )}
    </Stack>
  );
}
