import { type PostOptions, type PostOutcome, postForm } from '../kit/forms/post-form';

type StepOutcome<Answer> = { kind: 'stored'; answer: Answer } | Exclude<PostOutcome<Answer>, { kind: 'accepted' }>;

/** Sends one step (step 1 carries its idempotency key, the others name the trade-in): it is stored when the server answers with anything. */
export async function postStep<Answer>(url: string, body: unknown, options: PostOptions = {}): Promise<StepOutcome<Answer>> {
  const outcome = await postForm(url, body, (answer) => answer as Answer | undefined, options);
  return outcome.kind === 'accepted' ? { kind: 'stored', answer: outcome.accepted } : outcome;
}
