/** Spec (search and favourites, §9): "Sliding animation 300 ms." */
export const SLIDE_ANIMATION_MS = 300;
