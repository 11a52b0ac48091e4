import { sentLeadId } from '../../../runtime/rules/lead-submit';
import type { LeadRequest } from '../../../schemas/api/leads';
import { type PostOptions, type PostOutcome, postForm } from '../forms/post-form';

export type LeadOutcome = { kind: 'sent'; leadId: string } | Exclude<PostOutcome<string>, { kind: 'accepted' }>;

/** Sends one submit attempt to POST /api/leads: it is sent when the server answers with the lead's id (spec detail §4). */
export async function postLead(url: string, lead: LeadRequest, options: PostOptions = {}): Promise<LeadOutcome> {
  const outcome = await postForm(url, lead, sentLeadId, options);
  return outcome.kind === 'accepted' ? { kind: 'sent', leadId: outcome.accepted } : outcome;
}
