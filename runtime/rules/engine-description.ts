import type { Car } from '../../schemas/entities/car';

/**
 * Spec (detail, §3): the car's variant carries cylinders, enginesize_litres
 * and induction; the engine is described from them ("2.0L 4 cylinder
 * Turbo"). An electric car's variant has no cylinders and no litres: it has
 * no engine to describe, so its induction is not shown alone. Without a
 * variant the feed's own engine_size ("2.5L") is the description.
 */
export function engineDescription(car: Pick<Car, 'variant' | 'engine_size'>): string | undefined {
  const { cylinders = 0, enginesize_litres: litres = 0, induction } = car.variant ?? {};
  if (cylinders <= 0 && litres <= 0) return car.engine_size?.trim() || undefined;
  const parts = [litres > 0 ? `${litres.toFixed(1)}L` : undefined, cylinders > 0 ? `${cylinders} cylinder` : undefined, induction?.trim() || undefined];
  return parts.filter((part) => part !== undefined).join(' ');
}
