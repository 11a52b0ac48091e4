/**
 * The media library: pictures a dealer's marketers upload, kept with the
 * site in the database so every app server sees the same pictures with no
 * shared disk. The id is the content's hash, so a picture's address never
 * shows other bytes and browsers may keep it for good; the same bytes
 * uploaded twice on one site are one picture.
 *
 * The bytes are stored as uploaded (an SVG after sanitising); resized copies
 * are made on delivery and cached by each app server.
 */
export default /* sql */ `
create table media (
  site_slug text not null,
  id text not null,
  bytes bytea not null,
  content_type text not null,
  width integer not null,
  height integer not null,
  byte_size integer not null,
  alt_text text not null default '',
  file_name text not null,
  uploaded_by text,
  uploaded_at timestamptz not null default now(),
  primary key (site_slug, id)
);

-- The picker lists a site's pictures newest first.
create index media_site_uploaded on media (site_slug, uploaded_at desc);
`;
