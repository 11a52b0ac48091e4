/**
 * The first schema. Migrations are TypeScript modules holding plain SQL so
 * the text travels inside the Next.js server bundle; once applied anywhere,
 * a migration is never edited: add the next file instead.
 */
export default /* sql */ `
create table dealerships (
  id integer primary key,
  slug text not null unique,
  name text not null,
  average_rating numeric(3, 2) not null default 0,
  review_count integer not null default 0
);

create table locations (
  id integer primary key,
  dealership_id integer not null references dealerships (id),
  dealership_slug text not null,
  name text not null,
  slug text not null,
  location_type text not null default 'sales' check (location_type in ('sales', 'service', 'parts', '')),
  location_subtype jsonb,
  manufacturers jsonb,
  "primary" boolean not null default false,
  visible boolean not null default true,
  address jsonb not null,
  phone text,
  landline_phone text,
  opening_hours jsonb not null default '[]',
  special_hours jsonb not null default '[]',
  average_rating numeric(3, 2),
  review_count integer,
  image jsonb,
  dealer_license_number text,
  motor_vehicle_repairer text,
  distribution_locations jsonb
);
create index locations_dealership_idx on locations (dealership_id);
create index locations_slug_idx on locations (slug);

create table cars (
  id integer primary key,
  slug text not null unique,
  name text not null,
  make text not null,
  model text not null,
  badge text,
  series text,
  year integer not null,
  price numeric(12, 2) not null default 0,
  price_type text,
  before_price numeric(12, 2),
  offer_price numeric(12, 2),
  subscription_price numeric(12, 2),
  preorder boolean not null default false,
  car_type text not null check (car_type in ('new', 'demo', 'used')),
  item_type text,
  status text not null check (status in ('in_stock', 'coming_soon', 'sold', 'others')),
  tag text,
  certified boolean not null default false,
  reserved boolean not null default false,
  sold boolean not null default false,
  sold_date_timestamp bigint,
  show_on_dealer_website boolean not null default true,
  has_nvic boolean,
  km integer not null default 0,
  trans text,
  simple_transmission text,
  simple_body text not null check (simple_body in (
    '4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome',
    'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon'
  )),
  manufacturer_body text,
  body text,
  simple_fuel text,
  fuel text,
  drive text,
  seats smallint,
  doors smallint,
  colour text,
  interior_colour text,
  engine_size text,
  vin text,
  regplate text,
  stocknum text,
  rego_expiry date,
  build_date text,
  compliance_date text,
  views integer,
  dealership_id integer not null references dealerships (id),
  dealership_slug text not null,
  location_id integer references locations (id),
  location_name text,
  city text,
  state text,
  location jsonb,
  private_suburb text,
  private_postcode text,
  file text,
  images jsonb not null default '[]',
  thumbnails jsonb not null default '[]',
  primary_image_url text,
  photos_count integer not null default 0,
  payment_processors jsonb,
  variant jsonb,
  "standardEquipment" jsonb,
  carsales_title text,
  autograb_data jsonb,
  specifications jsonb,
  finance_lenders jsonb,
  dealercomments text,
  categories jsonb,
  filtered_features jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- What a shopper may type into the search box. Kept by the database, so
  -- every writer (seed, feed import, a manual fix) keeps it right.
  search_text text not null generated always as (lower(
    make || ' ' || model || ' ' || coalesce(badge, '') || ' ' || coalesce(series, '') || ' ' ||
    year::text || ' ' || simple_body || ' ' || coalesce(body, '') || ' ' || coalesce(colour, '') || ' ' ||
    coalesce(simple_fuel, '') || ' ' || coalesce(simple_transmission, '') || ' ' || coalesce(drive, '') || ' ' ||
    coalesce(tag, '') || ' ' || coalesce(city, '') || ' ' || coalesce(location_name, '') || ' ' ||
    coalesce(stocknum, '') || ' ' || coalesce(regplate, '') || ' ' || coalesce(vin, '')
  )) stored
);
create index cars_dealership_status_idx on cars (dealership_id, status);
create index cars_price_idx on cars (price);
create index cars_km_idx on cars (km);
create index cars_year_idx on cars (year);
create index cars_make_idx on cars (make);
create index cars_model_idx on cars (model);
create index cars_simple_body_idx on cars (simple_body);
create index cars_created_at_idx on cars (created_at);
create index cars_search_text_idx on cars using gin (to_tsvector('simple', search_text));

create table phone_reveals (
  id serial primary key,
  -- No foreign key: a reveal stays on record after the car leaves the feed.
  car_id integer not null,
  dealership_id integer not null,
  website_id integer not null,
  created_at timestamptz not null default now()
);
create index phone_reveals_dealership_idx on phone_reveals (dealership_id, created_at);

create table reviews (
  id integer primary key,
  dealership_id integer not null references dealerships (id),
  location_id integer references locations (id),
  customer_name text not null,
  text text not null default '',
  rating smallint not null check (rating between 1 and 5),
  review_date timestamptz not null,
  image text
);
create index reviews_dealership_idx on reviews (dealership_id, review_date desc);

create table brand_templates (
  slug text primary key,
  document jsonb not null,
  source_hash text,
  updated_at timestamptz not null default now()
);

create table site_documents (
  id serial primary key,
  dealer_slug text not null,
  version integer not null check (version >= 1),
  status text not null check (status in ('draft', 'published')),
  document jsonb not null,
  source text not null check (source in ('file', 'editor')),
  source_hash text,
  created_at timestamptz not null default now(),
  created_by text,
  unique (dealer_slug, version)
);
create index site_documents_published_idx on site_documents (dealer_slug, version desc) where status = 'published';
`;
