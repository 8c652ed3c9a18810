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

  it('caps a batch, and fails only the row the database refuses, not the others of its batch', async () => {
    const batches: string[][] = [];
    const refusal = new Error('invalid byte sequence');
    const write = batchWriter(
      async (rows: string[]) => {
        batches.push(rows);
        await Promise.resolve();
        if (rows.includes('bad')) throw refusal;
        return rows.map((row) => row.toUpperCase());
      },
      { maxBatch: 4, maxInFlight: 1 },
    );
    const results = await Promise.allSettled(['a', 'b', 'c', 'bad', 'd', 'e'].map((row) => write(row)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 'A' },
      { status: 'fulfilled', value: 'B' },
      { status: 'fulfilled', value: 'C' },
      { status: 'rejected', reason: refusal },
      { status: 'fulfilled', value: 'D' },
      { status: 'fulfilled', value: 'E' },
    ]);
    // The failed batch is split in halves, down to the row at fault; a batch that succeeds is written once.
    expect(batches).toEqual([['a', 'b', 'c', 'bad'], ['a', 'b'], ['c', 'bad'], ['c'], ['bad'], ['d', 'e']]);
  });
});
