import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export function createPhoneRevealsRepository(db: Kysely<Database>) {
  return {
    /** How many times this car's number has been revealed. */
    async count(carId: number): Promise<number> {
      const { count } = await db
        .selectFrom('phone_reveals')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('car_id', '=', carId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },
    /** Stores the reveal and returns how many this car now has. */
    async record(reveal: { car_id: number; dealership_id: number; website_id: number }): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await trx.insertInto('phone_reveals').values(reveal).execute();
        const { count } = await trx
          .selectFrom('phone_reveals')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('car_id', '=', reveal.car_id)
          .executeTakeFirstOrThrow();
        return Number(count);
      });
    },
  };
}
