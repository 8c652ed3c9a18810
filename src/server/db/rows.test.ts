import { describe, expect, it } from 'vitest';
import { firstRow, onlyRow } from './rows';

describe('firstRow', () => {
  it('gives the first row, or undefined when there is none', async () => {
    expect(await firstRow(Promise.resolve([{ id: 1 }, { id: 2 }]))).toEqual({ id: 1 });
    expect(await firstRow(Promise.resolve([]))).toBeUndefined();
  });
});

describe('onlyRow', () => {
  it('gives the row, and fails loudly when a certain row is missing', async () => {
    expect(await onlyRow(Promise.resolve([{ id: 3 }]))).toEqual({ id: 3 });
    await expect(onlyRow(Promise.resolve([]))).rejects.toThrow('gave no row');
  });
});
