import { describe, expect, it } from 'vitest';
import { batchWriter } from './batch-writer';

describe('batchWriter', () => {
  it('writes the rows of one turn together and the rows that arrive meanwhile in the next write', async () => {
    const batches: number[][] = [];
    const write = batchWriter(async (rows: number[]) => {
      batches.push(rows);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return rows.map((row) => row * 10);
    });
    const first = [1, 2].map((row) => write(row));
    await new Promise((resolve) => setImmediate(resolve));
    const second = [3, 4].map((row) => write(row));
    expect(await Promise.all([...first, ...second])).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('caps a batch and fails only the rows of a failed write', async () => {
    const batches: string[][] = [];
    const write = batchWriter(async (rows: string[]) => {
      batches.push(rows);
      await Promise.resolve();
      if (rows.includes('bad')) throw new Error('constraint');
      return rows;
    }, 2);
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
