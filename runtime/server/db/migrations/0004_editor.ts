/**
 * The editor: marketers who sign in, the dealers each may edit, and one
 * working draft per dealer.
 *
 * "user", "session", "account", "verification" and "rateLimit" are
 * better-auth's own tables, with its names and column types (quoted
 * camelCase), written here so a start needs no CLI step; better-auth checks
 * them against its configuration on first use and refuses a mismatch.
 * "rateLimit" holds the sign-in attempt counts in the database, so every app
 * server sees the same count.
 */
export default /* sql */ `
create table "user" (
  "id" text not null primary key,
  "name" text not null,
  "email" text not null unique,
  "emailVerified" boolean not null,
  "image" text,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz default current_timestamp not null,
  "role" text not null check ("role" in ('platform-admin', 'dealer-editor'))
);

create table "session" (
  "id" text not null primary key,
  "expiresAt" timestamptz not null,
  "token" text not null unique,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz not null,
  "ipAddress" text,
  "userAgent" text,
  "userId" text not null references "user" ("id") on delete cascade
);
create index "session_userId_idx" on "session" ("userId");

create table "account" (
  "id" text not null primary key,
  "accountId" text not null,
  "providerId" text not null,
  "userId" text not null references "user" ("id") on delete cascade,
  "accessToken" text,
  "refreshToken" text,
  "idToken" text,
  "accessTokenExpiresAt" timestamptz,
  "refreshTokenExpiresAt" timestamptz,
  "scope" text,
  "password" text,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz not null
);
create index "account_userId_idx" on "account" ("userId");

create table "verification" (
  "id" text not null primary key,
  "identifier" text not null,
  "value" text not null,
  "expiresAt" timestamptz not null,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz default current_timestamp not null
);
create index "verification_identifier_idx" on "verification" ("identifier");

create table "rateLimit" (
  "id" text not null primary key,
  "key" text not null unique,
  "count" integer not null,
  "lastRequest" bigint not null
);

-- Which dealers a dealer editor may edit; platform admins edit every dealer.
create table marketer_dealers (
  user_id text not null references "user" ("id") on delete cascade,
  dealer_slug text not null,
  primary key (user_id, dealer_slug)
);

-- The one working draft per dealer. A save names the revision it started
-- from and only succeeds while that is still the current one.
create table site_drafts (
  dealer_slug text primary key,
  document jsonb not null,
  revision integer not null check (revision >= 1),
  based_on_version integer,
  updated_at timestamptz not null default now(),
  updated_by text
);
`;
