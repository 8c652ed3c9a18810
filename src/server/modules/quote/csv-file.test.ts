import { describe, expect, it } from 'vitest';
import { FieldErrors } from '#server/http/envelope';
import { csvRows, csvText, parseCsv } from './csv-file';

/** The faults `csvRows` names for the file, as the console shows them. */
function faults(content: string, maxRows = 3): string[] {
  try {
    csvRows(content, ['path', 'value'], maxRows);
  } catch (error) {
    if (error instanceof FieldErrors) return error.errors.content ?? [];
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('parseCsv', () => {
  it('reads quoted values with commas, doubled quotes and line breaks, and CRLF or LF rows', () => {
    expect(parseCsv('path,value\r\na,"x, ""y""\nz"\nb,2\n').records).toEqual([
      ['path', 'value'],
      ['a', 'x, "y"\nz'],
      ['b', '2'],
    ]);
  });

  it('names the row of a quote left open or one inside a bare value', () => {
    expect(parseCsv('path,value\na,"open\n').fault).toEqual({
      row: 2,
      message: 'a quoted value is not closed',
    });
    expect(parseCsv('path,value\na,b"c\n').fault?.row).toBe(2);
  });
});

describe('csvRows', () => {
  it('reads the values by the header, whose columns come in any order and case, skipping blank lines', () => {
    const rows = csvRows('Value,PATH\r\n1,a\r\n\r\n" x ",b\r\n', ['path', 'value'], 3);
    expect(rows.map(({ row, values }) => [row, Object.fromEntries(values)])).toEqual([
      [2, { path: 'a', value: '1' }],
      [4, { path: 'b', value: ' x ' }],
    ]);
  });

  it('names an unknown, a missing and a repeated column, an empty file and too many rows', () => {
    expect(faults('path,colour\na,1\n')).toEqual([
      "Row 1: 'colour' is not a column; the columns are path, value",
      "Row 1: the column 'value' is missing",
    ]);
    expect(faults('path,value,path\n')).toEqual(["Row 1: the column 'path' is named twice"]);
    expect(faults('\n \n')).toEqual(['The file is empty']);
    expect(faults('path,value\na,1\nb,2\nc,3\nd,4\n')).toEqual(['The file has more than 3 rows']);
  });

  it('names each row without a value for each column, and an unreadable file by its row', () => {
    expect(faults('value,path\na\nb,2\nc,3,4\n')).toEqual([
      'Row 2: expected 2 values (value,path), found 1',
      'Row 4: expected 2 values (value,path), found 3',
    ]);
    expect(faults('path,value\na,"1\n')).toEqual([
      'Row 2: The file is not readable CSV: a quoted value is not closed',
    ]);
  });

  it('lists 50 faults at most and says how many more', () => {
    const shown = faults(`path,value\n${'a\n'.repeat(60)}`, 100);
    expect(shown).toHaveLength(51);
    expect(shown.at(-1)).toBe('and 10 more faults');
  });
});

describe('csvText', () => {
  it('writes the header and rows, quoting a value with a comma, a quote, a line break or outer spaces', () => {
    const text = csvText(
      ['path', 'value'],
      [
        ['a', 'x, "y"'],
        ['b', ' z'],
        ['c', 'line\nbreak'],
      ],
    );
    expect(text).toBe('path,value\r\na,"x, ""y"""\r\nb," z"\r\nc,"line\nbreak"\r\n');
    expect(parseCsv(text).records).toEqual([
      ['path', 'value'],
      ['a', 'x, "y"'],
      ['b', ' z'],
      ['c', 'line\nbreak'],
    ]);
  });
});
