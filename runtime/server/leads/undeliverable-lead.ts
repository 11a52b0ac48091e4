/**
 * A send that no later try can mend (a destination this server refuses, a
 * row naming no destination it knows): the delivery is given up at once,
 * kept with this message, rather than retried for days.
 */
export class UndeliverableLead extends Error {}
