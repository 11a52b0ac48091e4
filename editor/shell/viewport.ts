import { atom } from 'jotai';
import type { ViewportWidth } from '../canvas/canvas-url';

/** The canvas width being previewed; desktop first, as the editor is used on a desktop. */
export const viewportWidthAtom = atom<ViewportWidth>(1280);
