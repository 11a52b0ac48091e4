import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MEDIA_UPLOAD_MAX_BYTES, type MediaItem } from '../../schemas/api/media';
import { pressKey } from '../../blocks/kit/test-support/keyboard';
import { type PictureLibraryApi, PictureLibraryError, type PictureUpload } from './picture-library-api';
import { PicturePicker } from './PicturePicker';
import { NEEDS_DESCRIPTION, TOO_LARGE } from './PictureUpload';
import { PICTURES_SHOWN_AT_ONCE } from './picture-search';
import { stubPicture } from './test-support/stub-pictures';

const showroom = stubPicture('a');
const logo = stubPicture('b', { alt: '', name: 'pattern.svg', contentType: 'image/svg+xml' });

function renderPicker(api: Partial<PictureLibraryApi> = {}) {
  const onChoose = vi.fn<(picture: MediaItem) => void>();
  const onClose = vi.fn();
  const fullApi: PictureLibraryApi = { list: vi.fn(async () => [showroom, logo]), upload: vi.fn(), remove: vi.fn(async () => {}), ...api };
  render(
    <MantineProvider env="test">
      <PicturePicker slug="sunshine-toyota" opened onClose={onClose} onChoose={onChoose} api={fullApi} />
    </MantineProvider>,
  );
  return { onChoose, onClose, api: fullApi };
}

const photoFile = (name = 'forecourt.jpg', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

function dropFile(file: File) {
  fireEvent.drop(screen.getByTestId('picture-drop-zone'), { dataTransfer: { files: [file], types: ['Files'] } });
}

describe('the picture picker', () => {
  it("spec editor: shows the site's pictures as thumbnails, each a button named by its description, and choosing one hands it back", async () => {
    const { onChoose, onClose, api } = renderPicker();
    const dialog = screen.getByRole('dialog', { name: 'Choose a picture' });
    const grid = await within(dialog).findByRole('list', { name: "The site's pictures" });
    const choice = within(grid).getByRole('button', { name: 'Our showroom at dusk' });
    expect(within(grid).getByRole('button', { name: 'pattern.svg (decoration, no description)' })).toBeInTheDocument();
    expect(choice.querySelector('img')).toHaveAttribute('src', showroom.thumbnailUrl);
    expect(api.list).toHaveBeenCalledWith('sunshine-toyota');
    pressKey(choice, 'Enter');
    expect(onChoose).toHaveBeenCalledWith(showroom);
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the site has no pictures yet, or they cannot be loaded', async () => {
    renderPicker({ list: async () => [] });
    expect(await screen.findByText('No pictures yet. Upload the first one above.')).toBeInTheDocument();
  });

  it('says in words when the pictures cannot be loaded', async () => {
    renderPicker({ list: async () => Promise.reject(new PictureLibraryError('The server could not be reached. Check the connection and try again.')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  });

  it('spec editor: a dropped picture asks for its description before it is uploaded, shows progress in words, then is used', async () => {
    let finish: (picture: MediaItem) => void = () => {};
    const upload = vi.fn((_slug: string, _upload: PictureUpload, onProgress: (percent: number) => void) => {
      onProgress(40);
      return new Promise<MediaItem>((resolve) => {
        finish = resolve;
      });
    });
    const { onChoose } = renderPicker({ upload });
    const file = photoFile();
    dropFile(file);
    const form = screen.getByRole('form', { name: 'New picture' });
    expect(form).toHaveTextContent('forecourt.jpg');
    fireEvent.click(within(form).getByRole('button', { name: 'Upload and use this picture' }));
    const description = within(form).getByRole('textbox', { name: /Description for screen readers/ });
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription(expect.stringContaining(NEEDS_DESCRIPTION));
    expect(upload).not.toHaveBeenCalled();
    fireEvent.change(description, { target: { value: '  The forecourt on a sunny morning ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Upload and use this picture' }));
    expect(upload).toHaveBeenCalledWith('sunshine-toyota', { file, alt: 'The forecourt on a sunny morning', decorative: false }, expect.any(Function));
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading forecourt.jpg: 40%');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    const uploaded = stubPicture('c', { alt: 'The forecourt on a sunny morning', name: 'forecourt.jpg' });
    finish(uploaded);
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(uploaded));
  });

  it('a decorative picture is uploaded with no description', async () => {
    const upload = vi.fn(async () => stubPicture('d', { alt: '' }));
    renderPicker({ upload });
    dropFile(photoFile('swirl.png'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'It is decoration only, with nothing to describe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload and use this picture' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith('sunshine-toyota', expect.objectContaining({ alt: '', decorative: true }), expect.any(Function)));
  });

  it("spec editor: the server's refusal is said in words, and a file over the limit is refused before it is sent", async () => {
    const upload = vi.fn(async () => Promise.reject(new PictureLibraryError('This file is not a JPEG, PNG, WebP or SVG picture.', '/file')));
    renderPicker({ upload });
    dropFile(new File([new Uint8Array(MEDIA_UPLOAD_MAX_BYTES + 1)], 'huge.jpg'));
    expect(screen.getByRole('alert')).toHaveTextContent(TOO_LARGE);
    expect(screen.queryByRole('form', { name: 'New picture' })).toBeNull();
    dropFile(photoFile('notes.jpg'));
    fireEvent.change(screen.getByRole('textbox', { name: /Description for screen readers/ }), { target: { value: 'Notes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and use this picture' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a JPEG, PNG, WebP or SVG picture.');
  });

  it('editor media: deleting a picture asks first, then takes it off the list', async () => {
    const { api } = renderPicker();
    const grid = await screen.findByRole('list', { name: "The site's pictures" });
    fireEvent.click(within(grid).getByRole('button', { name: 'Delete Our showroom at dusk' }));
    expect(api.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(within(grid).getByRole('button', { name: 'Our showroom at dusk' })).toBeInTheDocument();
    fireEvent.click(within(grid).getByRole('button', { name: 'Delete Our showroom at dusk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete picture' }));
    await waitFor(() => expect(within(grid).queryByRole('button', { name: 'Our showroom at dusk' })).not.toBeInTheDocument());
    expect(api.remove).toHaveBeenCalledWith('sunshine-toyota', showroom.id);
  });

  it('editor media: a picture a page still shows is not deleted, and the server’s words say where', async () => {
    const inUse = 'This picture is still shown in one place: Page “Home”: Hero banner (live site). Choose another picture there first, and publish if it is on the live site.';
    renderPicker({ remove: vi.fn(async () => Promise.reject(new PictureLibraryError(inUse))) });
    const grid = await screen.findByRole('list', { name: "The site's pictures" });
    fireEvent.click(within(grid).getByRole('button', { name: 'Delete Our showroom at dusk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete picture' }));
    expect(await screen.findByRole('alert', { name: 'Not deleted' })).toHaveTextContent(inUse);
    expect(within(grid).getByRole('button', { name: 'Our showroom at dusk' })).toBeInTheDocument();
  });

  it('shows a large library a page at a time, and finds a picture by the words typed', async () => {
    const many = Array.from({ length: 30 }, (_, n) =>
      stubPicture(n.toString(16).padStart(32, '0'), { alt: n === 29 ? 'A red HiLux on the forecourt' : `Showroom photo ${n + 1}`, name: `photo-${n + 1}.jpg` }),
    );
    renderPicker({ list: async () => many });
    const grid = await screen.findByRole('list', { name: "The site's pictures" });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(PICTURES_SHOWN_AT_ONCE);
    expect(screen.getByText(`Showing ${PICTURES_SHOWN_AT_ONCE} of 30 pictures`)).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Show more pictures' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more pictures' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: /Find a picture/ }), { target: { value: 'hilux' } });
    expect(
      within(screen.getByRole('list', { name: "The site's pictures" }))
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('button')[0].getAttribute('aria-label')),
    ).toEqual(['A red HiLux on the forecourt']);
    expect(screen.getByText('Showing 1 of 1 picture')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Find a picture/ }), { target: { value: 'convertible' } });
    expect(screen.getByText('No picture matches “convertible”.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: "The site's pictures" })).toBeNull();
  });
});
