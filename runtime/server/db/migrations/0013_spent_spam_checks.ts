/**
 * Spam checks (the proof of work on shoppers' forms) already used for a
 * lead: a solved check is good for one lead, so a bot cannot solve once and
 * send a thousand. Kept until the check would have expired anyway; the
 * signature is the challenge's own HMAC, unique per challenge.
 */
export default /* sql */ `
create table spent_spam_checks (
  signature text primary key,
  expires_at timestamptz not null
);

create index spent_spam_checks_expiry on spent_spam_checks (expires_at);
`;
