import type { CarChoice, CarChoicesAnswer } from '../../schemas/api/car-choices';
import { refused, send, siteApiPath } from '../publishing/editor-api';

export type { CarChoice };

/** The site's cars a block can show, found by stock number, registration or name; with no text, the newest. */
export async function searchCarChoices(slug: string, text: string): Promise<CarChoice[]> {
  const query = text.trim() === '' ? '' : `?q=${encodeURIComponent(text.trim())}`;
  return carChoicesAt(`${siteApiPath(slug, 'car-choices')}${query}`);
}

/** The chosen cars the site still has, in the order asked: what a picker names them by. */
export async function namedCarChoices(slug: string, carSlugs: readonly string[]): Promise<CarChoice[]> {
  if (carSlugs.length === 0) return [];
  const query = carSlugs.map((carSlug) => `slug=${encodeURIComponent(carSlug)}`).join('&');
  return carChoicesAt(`${siteApiPath(slug, 'car-choices')}?${query}`);
}

async function carChoicesAt(path: string): Promise<CarChoice[]> {
  const { status, body } = await send(path);
  if (status !== 200) throw refused(status, body);
  return (body as unknown as CarChoicesAnswer).cars;
}
