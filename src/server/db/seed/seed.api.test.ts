import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../client';
import { vehicleModels } from '../schema';
import { seed } from './seed';

describe('seeding the embedded database', () => {
  it('keeps the data across a restart and does not seed twice', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kavacha-seed-'));
    try {
      const first = await openDatabase({ dataDir });
      expect(await seed(first.db)).toBe('seeded');
      const [before] = await first.db.select({ models: count() }).from(vehicleModels);
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(await seed(second.db)).toBe('already seeded');
      const [after] = await second.db.select({ models: count() }).from(vehicleModels);
      await second.close();

      expect(before!.models).toBeGreaterThanOrEqual(200);
      expect(after).toEqual(before);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
