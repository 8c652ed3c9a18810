import { describe, expect, it } from 'vitest';
import { batchWriter } from './batch-writer';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchWriter', () => {
  it('writes the rows of one turn together, and those that arrive during writes in the next one', async () => {
    const batches: number[][] = [];
    const write = batchWriter(
      async (rows: number[]) => {
        batches.push(rows);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return rows.map((row) => row * 10);
      },
      { maxInFlight: 1 },
    );
    const first = [1, 2].map((row) => write(row));
    await turn();
    const second = [3, 4].map((row) => write(row));
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('keeps at most the given number of writes in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const write = batchWriter(
      async (rows: number[]) => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        return rows;
      },
      { maxInFlight: 2 },
    );
    const rows = [];
    for (let i = 0; i < 6; i++) {
      rows.push(write(i));
      await turn();
    }
    expect(await Promise.all(rows)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('caps a batch and fails only the rows of a failed write', async () => {
    const batches: string[][] = [];
    const write = batchWriter(
      async (rows: string[]) => {
        batches.push(rows);
        await Promise.resolve();
        if (rows.includes('bad')) throw new Error('constraint');
        return rows;
      },
      { maxBatch: 2, maxInFlight: 1 },
    );
    const results = await Promise.allSettled(['a', 'b', 'bad', 'c', 'd'].map((row) => write(row)));
    expect(batches).toEqual([['a', 'b'], ['bad', 'c'], ['d']]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
  });
});
