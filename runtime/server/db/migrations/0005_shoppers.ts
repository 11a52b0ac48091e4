/**
 * Shoppers who sign in with a mobile number and a one-time code, and the
 * watchlist of cars each one keeps per dealer site.
 *
 * "phoneNumber" and "phoneNumberVerified" are the columns better-auth's
 * phone-number plugin expects on its "user" table. Shoppers share that
 * table with marketers but get the role 'shopper', which no marketer check
 * accepts; the placeholder email the plugin needs is never shown or used.
 */
export default /* sql */ `
alter table "user" add column "phoneNumber" text unique;
alter table "user" add column "phoneNumberVerified" boolean;
alter table "user" drop constraint "user_role_check";
alter table "user" add constraint "user_role_check" check ("role" in ('platform-admin', 'dealer-editor', 'shopper'));

-- One row per saved car; a site's shopper sees only rows with their own user id.
create table watchlist (
  user_id text not null references "user" ("id") on delete cascade,
  dealer_slug text not null,
  car_id integer not null references cars (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, dealer_slug, car_id)
);
`;
