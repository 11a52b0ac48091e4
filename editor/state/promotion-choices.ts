import { selectAtom } from 'jotai/utils';
import type { Promotion } from '../../schemas/promotion';
import { documentAtom } from './editor-store';

/** A promotion as a picker offers it. */
export type PromotionChoice = Pick<Promotion, 'id' | 'title' | 'start' | 'expiry'>;

const NONE: PromotionChoice[] = [];

/** The site's promotions by id and title: the same array while blocks are edited, so a keystroke re-renders no promotion picker. */
export const promotionChoicesAtom = selectAtom(
  documentAtom,
  (document): PromotionChoice[] => (document.promotions ?? NONE).map(({ id, title, start, expiry }) => ({ id, title, start, expiry })),
  (a, b) => a.length === b.length && a.every((p, i) => p.id === b[i].id && p.title === b[i].title && p.start === b[i].start && p.expiry === b[i].expiry),
);
