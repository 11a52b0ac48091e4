/**
 * Tenancy belongs to the platform, not to the dealer's editable document:
 * who a site is (its domains, the dealerships whose stock it shows, its
 * website id) lives here, changed only by the dealer-configs import on start
 * and by a platform admin. A domain's primary key makes it impossible for
 * two sites to claim one host.
 *
 * Existing databases are filled from each dealer's current published
 * document; a domain two documents both claimed goes to the first slug
 * alphabetically.
 *
 * site_documents.draft_revision records which draft revision a version was
 * published from, so one revision publishes once (a unique index, not a
 * read-then-write check, so concurrent publishes cannot both win).
 */
export default /* sql */ `
create table platform_sites (
  slug text primary key,
  dealership_ids integer[] not null,
  website_id integer not null,
  updated_at timestamptz not null default now(),
  updated_by text
);

create table site_domains (
  domain text primary key,
  site_slug text not null references platform_sites (slug) on delete cascade
);
create index site_domains_site_slug_idx on site_domains (site_slug);

insert into platform_sites (slug, dealership_ids, website_id, updated_by)
select distinct on (dealer_slug)
  dealer_slug,
  array(select jsonb_array_elements_text(coalesce(document->'dealer'->'dealershipIds', '[]'::jsonb))::integer),
  coalesce((document->'dealer'->>'websiteId')::integer, 0),
  'migration'
from site_documents
where status = 'published'
order by dealer_slug, version desc;

insert into site_domains (domain, site_slug)
select distinct on (domain) domain, dealer_slug
from (
  select distinct on (dealer_slug) dealer_slug, document
  from site_documents where status = 'published'
  order by dealer_slug, version desc
) latest,
lateral jsonb_array_elements_text(coalesce(latest.document->'dealer'->'domains', '[]'::jsonb)) as domain
order by domain, dealer_slug
on conflict (domain) do nothing;

alter table site_documents add column draft_revision integer;
create unique index site_documents_draft_revision_idx on site_documents (dealer_slug, draft_revision) where draft_revision is not null;
`;
