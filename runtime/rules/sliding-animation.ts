/**
 * Spec (search and favourites, §9): "Sliding animation 300 ms." Everything
 * that slides takes this long: the promotion slider, a filter section or a
 * model list opening and closing, a toast coming in. Shoppers who ask for
 * less motion get none (each part checks prefers-reduced-motion).
 */
export const SLIDING_ANIMATION_MS = 300;
