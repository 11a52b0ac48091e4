/**
 * Keeping shoppers' and marketers' sign-ins apart, and limits every app
 * server shares.
 *
 * - "signInMethod" records how a session was signed in ('password' for the
 *   editor, 'phone' for shoppers); each side accepts only its own. Sessions
 *   from before cannot say, and one of them may have come from a phone code
 *   sent to a number a marketer attached, so they are all signed out.
 * - Only shoppers have phone numbers: a marketer's account can never be
 *   reached by a code texted to a phone.
 * - attempt_counts: per-account and per-phone counters over a fixed window
 *   (failed passwords, codes texted), which a rotated client address cannot
 *   reset.
 * - demo_seeding: the demo accounts are created once; a deleted one stays
 *   deleted. A database that already has them counts as seeded.
 */
export default /* sql */ `
alter table "session" add column "signInMethod" text check ("signInMethod" in ('password', 'phone'));
delete from "session";

update "user" set "phoneNumber" = null, "phoneNumberVerified" = null where "role" <> 'shopper';
alter table "user" add constraint "user_phone_shoppers_only" check ("phoneNumber" is null or "role" = 'shopper');

create table attempt_counts (
  key text primary key,
  window_started_at timestamptz not null,
  count integer not null
);

create table demo_seeding (
  name text primary key,
  seeded_at timestamptz not null default now()
);
insert into demo_seeding (name) select 'marketers' where exists (select 1 from "user" where "role" <> 'shopper');
`;
