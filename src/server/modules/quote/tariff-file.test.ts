import { describe, expect, it } from 'vitest';
import { SAMPLE_TARIFFS } from '#server/db/seed/data/tariffs';
import { FieldErrors } from '#server/http/envelope';
import { tariffSchema } from '#server/rating/tariff';
import { flatten, readTariffFile, tariffCsv, unflatten } from './tariff-file';

const SLIC = SAMPLE_TARIFFS[0]!.data;

/** The faults `readTariffFile` names for the file, as the console shows them. */
function faults(format: 'json' | 'csv', content: string): string[] {
  try {
    readTariffFile(format, content);
  } catch (error) {
    if (error instanceof FieldErrors) return error.errors.content ?? [];
    throw error;
  }
  throw new Error('the file was accepted');
}

const csvWith = (change: (lines: string[]) => string[]) =>
  change(tariffCsv(SLIC).trimEnd().split('\r\n')).join('\n');
const lineOf = (lines: string[], path: string) => lines.findIndex((line) => line.startsWith(`${path},`));

describe('flatten and unflatten', () => {
  it('gives every leaf a path, arrays by position, and keeps empty lists and maps as leaves', () => {
    expect(flatten({ a: [{ b: 1 }, { b: null }], c: [], d: {}, e: 'TRUE' })).toEqual([
      ['a.0.b', 1],
      ['a.1.b', null],
      ['c', []],
      ['d', {}],
      ['e', 'TRUE'],
    ]);
  });

  it('turns every seed tariff into CSV and back into the same document', () => {
    for (const { data } of SAMPLE_TARIFFS) {
      expect(readTariffFile('csv', tariffCsv(data))).toEqual(tariffSchema.parse(data));
    }
  });

  it('quotes a text that would read as a number or null, so it comes back a text', () => {
    const csv = tariffCsv({
      ...SLIC,
      full: { ...SLIC.full, covers: { ...SLIC.full.covers, windscreen: '100000' } },
    });
    expect(csv).toContain('full.covers.windscreen,"""100000"""');
    expect(readTariffFile('csv', csv).full.covers.windscreen).toBe('100000');
  });

  it('refuses a path given twice, a value where a list is, and a list with a gap', () => {
    const rows = [
      { row: 2, path: 'a.0', value: 1 },
      { row: 3, path: 'a.0', value: 2 },
      { row: 4, path: 'a.x', value: 3 },
      { row: 5, path: 'b.1', value: 4 },
    ];
    expect(unflatten(rows).faults).toEqual([
      { row: 3, path: 'a.0', message: 'the path is given again (first in row 2)' },
      { row: 4, path: 'a.x', message: "'a' is a list in another row" },
      { path: 'b.0', message: 'the list has no row at this position' },
    ]);
  });
});

describe('readTariffFile', () => {
  it('reads the JSON document itself', () => {
    expect(readTariffFile('json', JSON.stringify(SLIC))).toEqual(tariffSchema.parse(SLIC));
  });

  it('says a file that is not JSON or CSV is not readable', () => {
    expect(faults('json', '{"full": ')[0]).toMatch(/^The file is not readable JSON: /);
    expect(faults('csv', 'path,value\na,"b\n')).toEqual([
      'Row 2: The file is not readable CSV: a quoted value is not closed',
    ]);
    expect(faults('csv', 'name,value\na,1\n')).toEqual([
      "Row 1: 'name' is not a column; the columns are path, value",
      "Row 1: the column 'path' is missing",
    ]);
  });

  it('names the JSON path of each value the tariff schema refuses', () => {
    const broken = structuredClone(SLIC);
    broken.full.basic_rates.Car!.Private![0]!.rate_bp = 20_000;
    broken.full.ncb_bp = [0, 10];
    expect(faults('json', JSON.stringify(broken))).toEqual([
      'full.basic_rates.Car.Private.0.rate_bp: Too big: expected number to be <=10000',
      'full.ncb_bp: Too small: expected array to have exactly 6 items',
    ]);
  });

  it('names the CSV row and path of each value the schema refuses, and a value no row gives', () => {
    const lines = tariffCsv(SLIC).trimEnd().split('\r\n');
    const rate = lineOf(lines, 'full.basic_rates.Car.Private.0.rate_bp');
    const fee = lineOf(lines, 'full.policy_fee');
    const content = csvWith((all) =>
      all
        .map((line, index) => (index === rate ? 'full.basic_rates.Car.Private.0.rate_bp,2.5%' : line))
        .filter((_line, index) => index !== fee),
    );
    expect(faults('csv', content)).toEqual([
      `Row ${rate + 1}, full.basic_rates.Car.Private.0.rate_bp: Invalid input: expected number, received string`,
      'full.policy_fee: Invalid input: expected number, received undefined (no row gives it)',
    ]);
  });

  it('names a row without two values and a row placed where another puts a list', () => {
    const content = csvWith((all) => [...all, 'full.ncb_bp.x,5', 'third_party.note']);
    expect(faults('csv', content)).toEqual([`Row ${all(content)}: expected 2 values (path,value), found 1`]);
    const placed = csvWith((all) => [...all, 'full.ncb_bp.x,5']);
    expect(faults('csv', placed)).toEqual([
      `Row ${all(placed)}, full.ncb_bp.x: 'full.ncb_bp' is a list in another row`,
    ]);
  });
});

/** The number of the last row of a CSV text (the header is row 1). */
const all = (content: string) => content.split('\n').length;
