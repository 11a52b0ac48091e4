import type { Review } from '../../../schemas/entities/review';
import type { DemoDealership } from './demo-dealers';
import type { SeededRandom } from './random';

const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'William',
  'Isla',
  'Thomas',
  'Mia',
  'James',
  'Grace',
  'Lucas',
  'Chloe',
  'Henry',
  'Priya',
  'Wei',
  'Aroha',
  'Mohammed',
  'Sofia',
  'Liam',
];
const SURNAME_INITIALS = 'ABCDEFGHJKLMNPRSTW';

const GOOD = [
  'Easy from start to finish: reserved online on Saturday, drove it home on Monday.',
  'Our salesperson knew the car inside out and never pushed. Finance was sorted the same day.',
  'Fair trade-in price and no surprises at pick-up. Would buy here again.',
  'Service team explained everything and had the car ready early.',
  'Great range of used cars and honest descriptions. The car was exactly as listed.',
];
const MIXED = [
  'Good price, but the handover took longer than promised.',
  'Helpful staff, though I had to chase the paperwork twice.',
  'The car is great; the wait for the service booking was not.',
];

/** Reviews over the last year, mostly 4 and 5 stars, some 3 (below the spec's showing threshold of 4). */
export function demoReviews(dealer: DemoDealership, firstId: number, now: Date, random: SeededRandom): Review[] {
  const count = random.int(18, 40);
  return Array.from({ length: count }, (_, i) => {
    const rating = random.weighted([
      [5, 60],
      [4, 28],
      [3, 12],
    ] as const);
    const location = random.pick(dealer.locations);
    return {
      id: firstId + i,
      customer_name: `${random.pick(FIRST_NAMES)} ${random.pick([...SURNAME_INITIALS])}.`,
      text: random.pick(rating >= 4 ? GOOD : MIXED),
      rating,
      review_date: new Date(now.getTime() - random.int(1, 365 * 24) * 3_600_000).toISOString(),
      dealership_id: dealer.dealership.id,
      location_id: location.id,
    };
  });
}
