import { linkTargetSchema } from '../../../schemas/common';

/** A page of the site ("/finance") or a full address on another site. */
export function linkTargetField<const Title extends string>(title: Title) {
  return { ...linkTargetSchema, title, description: 'A page of this site, like /finance, or a full address starting with https://' } as const;
}
