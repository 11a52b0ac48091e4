/**
 * A lead being delivered is looked up as a trade-in by either of its
 * trade-in's leads: step 1's (lead_id, unique, so indexed already) or the
 * accepted offer's (offer_lead_id). This index keeps the second as quick as
 * the first, so each delivery finds its trade-in in the same query as its
 * lead however many trade-ins a dealer has.
 */
export default /* sql */ `
create index trade_ins_offer_lead on trade_ins (offer_lead_id);
`;
