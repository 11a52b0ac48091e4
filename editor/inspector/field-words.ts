import type { SchemaNode } from './schema-node';

/** "headingLevel" → "Heading level", "facebook_url" → "Facebook url": a label for a property without a title. */
export function nameInWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldTitle(schema: SchemaNode, name: string): string {
  return schema.title ?? nameInWords(name);
}

/** Validator messages start lower-case ("must not be empty"); shown alone under a field they start a sentence. */
export function asSentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** "From 1 to 12", "At least 0": the allowed range, said once beside the number. */
export function rangeInWords(schema: SchemaNode): string | undefined {
  const { minimum, maximum } = schema;
  if (minimum !== undefined && maximum !== undefined) return `From ${minimum} to ${maximum}.`;
  if (minimum !== undefined) return `At least ${minimum}.`;
  if (maximum !== undefined) return `At most ${maximum}.`;
  return undefined;
}

/** A choice's label: its own title, else the value in words ("wide-first" → "Wide first"). */
export function choiceLabel(value: string | number | boolean | null, title?: string): string {
  if (title) return title;
  // Short codes such as the theme's radius sizes (xs, sm) read best as they are.
  if (typeof value === 'string') return value.length > 2 ? nameInWords(value) : value;
  return String(value);
}
