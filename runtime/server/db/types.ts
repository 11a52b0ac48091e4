import type { ColumnType, Generated } from 'kysely';
import type { LeadRequest, StoredLeadForm } from '../../../schemas/api/leads';
import type { AdjustmentAnswers, Valuation } from '../../../schemas/api/trade-ins';
import type { AustralianState } from '../../rules/rego';
import type { DepositStatus, PaymentProviderName, ReservationStatus } from '../../../schemas/api/reservations';
import type { Car } from '../../../schemas/entities/car';
import type { carSchema } from '../../../schemas/entities/car';
import type { Dealership } from '../../../schemas/entities/dealership';
import type { Location } from '../../../schemas/entities/location';
import type { locationSchema } from '../../../schemas/entities/location';
import type { Review } from '../../../schemas/entities/review';
import type { EntityColumns, JsonColumn, JsonPropertyOf } from './entity-columns';

type LeadAttributes = NonNullable<LeadRequest['lead_attributes']>;

/** A JSON document as stored: the authored site document or brand template. */
export type JsonObject = Record<string, unknown>;

/** Filled in by the database and never written by the application. */
type DatabaseMaintained<Value> = ColumnType<Value, never, never>;
/** Has a database default, so inserts may leave it out. */
type Defaulted<Value> = ColumnType<Value, Value | undefined, Value>;

export type CarJsonColumn = JsonPropertyOf<typeof carSchema.properties>;

export type CarsTable = Omit<EntityColumns<Car, CarJsonColumn>, 'created_at' | 'updated_at'> & {
  created_at: Defaulted<string>;
  updated_at: Defaulted<string>;
  /** Lower-case text of the fields a shopper types into search; see migration 0001. */
  search_text: DatabaseMaintained<string>;
};

/** contact_detail and reviews are spread over plain columns, so hours and ratings can be queried. */
type LocationStoredFields = Omit<Location, 'contact_detail' | 'reviews'> & Location['contact_detail'];
export type LocationJsonColumn = Exclude<JsonPropertyOf<typeof locationSchema.properties>, 'contact_detail' | 'reviews'> | 'opening_hours' | 'special_hours';
export type LocationsTable = EntityColumns<LocationStoredFields, LocationJsonColumn>;

export type DealershipsTable = EntityColumns<Dealership>;

export type ReviewsTable = EntityColumns<Review>;

export interface PhoneRevealsTable {
  id: Generated<number>;
  car_id: number;
  dealership_id: number;
  website_id: number;
  created_at: Defaulted<string>;
}

export interface BrandTemplatesTable {
  slug: string;
  document: JsonColumn<JsonObject>;
  source_hash: string | null;
  updated_at: Defaulted<string>;
}

export const SITE_DOCUMENT_STATUSES = ['draft', 'published'] as const;
export const SITE_DOCUMENT_SOURCES = ['file', 'editor'] as const;
export type SiteDocumentStatus = (typeof SITE_DOCUMENT_STATUSES)[number];
export type SiteDocumentSource = (typeof SITE_DOCUMENT_SOURCES)[number];

export interface SiteDocumentsTable {
  id: Generated<number>;
  dealer_slug: string;
  version: number;
  status: SiteDocumentStatus;
  document: JsonColumn<JsonObject>;
  source: SiteDocumentSource;
  source_hash: string | null;
  created_at: Defaulted<string>;
  created_by: string | null;
  /** The draft revision this version was published from (migration 0007): one revision publishes once. */
  draft_revision: Defaulted<number | null>;
}

/** Who a site is, owned by the platform (migration 0007): never part of what a marketer saves. */
export interface PlatformSitesTable {
  slug: string;
  dealership_ids: number[];
  website_id: number;
  updated_at: Defaulted<string>;
  updated_by: string | null;
}

/** Each host a site answers on; the primary key keeps one domain on one site. */
export interface SiteDomainsTable {
  domain: string;
  site_slug: string;
}

/** The one working draft per dealer (migration 0004); `revision` counts its saves. */
export interface SiteDraftsTable {
  dealer_slug: string;
  document: JsonColumn<JsonObject>;
  revision: number;
  based_on_version: number | null;
  updated_at: Defaulted<string>;
  updated_by: string | null;
}

/** A picture in a site's media library (migration 0017); `id` is the hash of its bytes. */
export interface MediaTable {
  site_slug: string;
  id: string;
  bytes: Uint8Array;
  content_type: string;
  width: number;
  height: number;
  byte_size: number;
  alt_text: Defaulted<string>;
  file_name: string;
  uploaded_by: string | null;
  uploaded_at: Defaulted<string>;
}

/** The dealers a dealer editor may edit; better-auth's "user" table holds the marketer. */
export interface MarketerDealersTable {
  user_id: string;
  dealer_slug: string;
}

/** A car a signed-in shopper saved on one dealer site (migration 0005). */
export interface WatchlistTable {
  user_id: string;
  dealer_slug: string;
  car_id: number;
  created_at: Defaulted<string>;
}

/** Attempts counted per account or phone over a fixed window (migration 0006). */
export interface AttemptCountsTable {
  key: string;
  window_started_at: string;
  count: number;
}

/** What demo data has been seeded once, so it is never seeded again (migration 0006). */
export interface DemoSeedingTable {
  name: string;
  seeded_at: Defaulted<string>;
}

/** Views counted on the site per car, beside cars.views (migration 0008). */
export interface CarViewsTable {
  car_id: number;
  views: number;
}

/** A shopper's lead (migration 0009): one row per site and idempotency key. */
export interface LeadsTable {
  id: string;
  site_slug: string;
  idempotency_key: string;
  form: StoredLeadForm;
  category: string | null;
  subcategory: string | null;
  event_id: number;
  fields: JsonColumn<JsonObject>;
  url: string;
  source: string | null;
  user_agent: string | null;
  car_id: number | null;
  car_dealership_id: number | null;
  lead_attributes: ColumnType<LeadAttributes | null, string | null, string | null>;
  client_address: string | null;
  spam: Defaulted<boolean>;
  created_at: Defaulted<string>;
}

/** One lead to send to one destination (migration 0010): the outbox the delivery worker works through. */
export interface LeadDeliveriesTable {
  lead_id: string;
  /** 'email:<address>' or 'webhook:<url>', as the dealer's document said when the lead arrived. */
  destination: string;
  attempts: Defaulted<number>;
  next_attempt_at: Defaulted<string>;
  claimed_until: string | null;
  claimed_by: string | null;
  delivered_at: string | null;
  gave_up_at: string | null;
  last_error: string | null;
  created_at: Defaulted<string>;
}

/** A lead email kept on the platform instead of sent, when no SMTP server is configured (migration 0010). */
export interface LocalMailboxTable {
  id: Generated<number>;
  message_id: string;
  site_slug: string;
  lead_id: string;
  sent_from: string;
  sent_to: string;
  subject: string;
  text_body: string;
  adf_xml: string;
  created_at: Defaulted<string>;
}

/** A solved spam check already used for a lead (migration 0013). */
export interface SpentSpamChecksTable {
  signature: string;
  expires_at: string;
}

/** A shopper's trade-in valuation (migration 0012), filled in step by step. */
export interface TradeInsTable {
  id: string;
  site_slug: string;
  lead_id: string;
  token_hash: string;
  car_id: number | null;
  rego: string | null;
  rego_state: AustralianState | null;
  make: string | null;
  model: string | null;
  year: number | null;
  badge: string | null;
  body: string | null;
  colour: string | null;
  fuel: string | null;
  transmission: string | null;
  lookup_source: string | null;
  kms: number | null;
  adjustment_answers: ColumnType<AdjustmentAnswers | null, string | null, string | null>;
  valuation: ColumnType<Valuation | null, string | null, string | null>;
  offer_price: number | null;
  offer_accepted: Defaulted<boolean>;
  form_completed: Defaulted<boolean>;
  offer_lead_id: string | null;
  created_at: Defaulted<string>;
  updated_at: Defaulted<string>;
}

/** A shopper's reservation of a car (migration 0011): at most one holding each car. */
export interface ReservationsTable {
  id: string;
  site_slug: string;
  idempotency_key: string;
  car_id: number;
  car_dealership_id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  deposit_cents: number;
  status: Defaulted<ReservationStatus>;
  /** An ISO time in UTC, written by the database (now() plus the hold), so every app server's hold ends by one clock. */
  held_until: string;
  payment_provider: PaymentProviderName;
  payment_reference: string | null;
  deposit_status: Defaulted<DepositStatus>;
  client_address: string | null;
  created_at: Defaulted<string>;
  updated_at: Defaulted<string>;
  /** The shopper signed in when they reserved (migration 0015); null when they were not. */
  shopper_user_id: string | null;
  /** The marketer (email) who recorded the deposit as taken by phone, confirming the reservation (migration 0015). */
  deposit_taken_by: string | null;
  /** The marketer (email) who released the reservation in the editor (migration 0015). */
  released_by: string | null;
}

/** A publish waiting for its time, with the document it will publish (migration 0016). One per dealer. */
export interface ScheduledPublishesTable {
  dealer_slug: string;
  document: JsonColumn<JsonObject>;
  draft_revision: number;
  /** An ISO time in UTC. */
  publish_at: string;
  /** The marketer (email) who scheduled it. */
  scheduled_by: string;
  scheduled_at: Defaulted<string>;
  status: Defaulted<ScheduledPublishStatus>;
  /** Why it did not go live, when status is 'failed'. */
  failure: string | null;
  published_version: number | null;
}

export type ScheduledPublishStatus = 'waiting' | 'published' | 'failed';

/** A draft snapshot shown to anyone holding the link's token, of which only the SHA-256 is kept (migration 0016). */
export interface PreviewLinksTable {
  id: Generated<number>;
  token_hash: string;
  dealer_slug: string;
  document: JsonColumn<JsonObject>;
  draft_revision: number;
  created_by: string;
  created_at: Defaulted<string>;
  expires_at: string;
  revoked_at: string | null;
}

export interface Database {
  dealerships: DealershipsTable;
  locations: LocationsTable;
  cars: CarsTable;
  reviews: ReviewsTable;
  phone_reveals: PhoneRevealsTable;
  brand_templates: BrandTemplatesTable;
  site_documents: SiteDocumentsTable;
  site_drafts: SiteDraftsTable;
  marketer_dealers: MarketerDealersTable;
  watchlist: WatchlistTable;
  attempt_counts: AttemptCountsTable;
  demo_seeding: DemoSeedingTable;
  platform_sites: PlatformSitesTable;
  site_domains: SiteDomainsTable;
  car_views: CarViewsTable;
  leads: LeadsTable;
  lead_deliveries: LeadDeliveriesTable;
  local_mailbox: LocalMailboxTable;
  spent_spam_checks: SpentSpamChecksTable;
  trade_ins: TradeInsTable;
  reservations: ReservationsTable;
  scheduled_publishes: ScheduledPublishesTable;
  preview_links: PreviewLinksTable;
  media: MediaTable;
}
