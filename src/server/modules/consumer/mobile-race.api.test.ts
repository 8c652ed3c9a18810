import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '#domain/account/profile';
import type { Database } from '#server/db/client';
import { openDatabase } from '#server/db/client';
import { SIGNUP } from '#server/testing/accounts';
import { createPostgresDatabase } from '#server/testing/postgres';
import { changeCustomerMobile, signUpCustomer } from './consumer.service';

// A new mobile number is checked as free and then written; another customer's transaction can take the
// number between the two. On a PostgreSQL server (always one here: only it runs transactions side by
// side), the loser gets the same 409 as a number already taken, never a server error.

describe('changing the mobile number on PostgreSQL', () => {
  let server: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let database: Database;
  let holder: pg.Client;

  beforeEach(async () => {
    server = await createPostgresDatabase();
    database = await openDatabase({ url: server.url, dataDir: 'memory://' });
    holder = new pg.Client({ connectionString: server.url });
    await holder.connect();
  });
  afterEach(async () => {
    await holder.end();
    await database.close();
    await server.drop();
  });

  it('answers 409 when another customer takes the number while the change is being made', async () => {
    const first = await signUpCustomer(database.db, '94771000001', SIGNUP, 'en');
    const second = await signUpCustomer(database.db, '94771000002', SIGNUP, 'en');
    // The first customer's change to the number, not yet committed.
    await holder.query('begin');
    await holder.query('update customers set mobile = $1 where id = $2', ['94771000003', first]);

    const changing = changeCustomerMobile(database.db, second, '94771000003').then(
      () => 'changed',
      (error: unknown) => error,
    );
    // The second change found the number free, and now waits on the unique index for the first.
    await expect
      .poll(async () => {
        const { rows } = await holder.query<{ waiting: number }>(
          "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        return rows[0]!.waiting;
      })
      .toBe(1);
    await holder.query('commit');

    expect(await changing).toMatchObject({ httpStatus: 409, message: PROFILE_MESSAGES.mobileTaken });
    const { rows } = await holder.query('select id, mobile from customers order by id');
    expect(rows).toEqual([
      { id: first, mobile: '94771000003' },
      { id: second, mobile: '94771000002' },
    ]);
  });
});
