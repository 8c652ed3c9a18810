import { describe, expect, it } from 'vitest';
import { parseVtql, satisfies } from './vtql';

// The vtiger peer's query language must refuse what vtiger refuses, or the adapter's queries would pass
// here and fail against vtiger.
describe('parseVtql', () => {
  it('reads the forms the vtiger adapter sends', () => {
    expect(parseVtql("select id from Users where user_name='d''silva';")).toEqual({
      columns: ['id'],
      module: 'Users',
      where: [{ column: 'user_name', operator: '=', value: "d'silva" }],
      limit: undefined,
    });
    expect(
      parseVtql("SELECT id, lastname FROM Leads WHERE description LIKE '%[kavacha-lead:7]%' LIMIT 5;"),
    ).toEqual({
      columns: ['id', 'lastname'],
      module: 'Leads',
      where: [{ column: 'description', operator: 'like', value: '%[kavacha-lead:7]%' }],
      limit: 5,
    });
    expect(parseVtql('select count(*) from Leads;').columns).toBe('count');
  });

  it.each([
    ["select id from Users where user_name='x'"],
    ["select id from Users where user_name='it's';"],
    ['select id from Users where user_name=x;'],
    ["select id from Users where user_name='' ;"],
    ["select id from Users where a='1' or b='2';"],
  ])('refuses %s', (query) => {
    expect(() => parseVtql(query)).toThrow(/Syntax Error|Unexpected input/);
  });
});

describe('satisfies', () => {
  it('compares without regard to case and reads % and _ as MySQL does', () => {
    const like = (value: string) => ({ column: 'c', operator: 'like' as const, value });
    expect(satisfies('Call [kavacha-lead:7] back', like('%[KAVACHA-lead:7]%'))).toBe(true);
    expect(satisfies('[kavacha-lead:71]', like('%[kavacha-lead:7]%'))).toBe(false);
    expect(satisfies('a.c', like('a_c'))).toBe(true);
    expect(satisfies('abbc', like('a_c'))).toBe(false);
    expect(satisfies('Sales', { column: 'c', operator: '=', value: 'sales' })).toBe(true);
  });
});
