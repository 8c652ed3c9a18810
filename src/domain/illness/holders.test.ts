import { describe, expect, it } from 'vitest';
import { useFixedClock } from '#tests/support/test-helpers';
import {
  canAddMember,
  canRemoveHolder,
  choosePlan,
  firstHolder,
  nextHolderId,
  proceedEnabled,
} from './holders';

useFixedClock(2025, 6, 15);

const main = {
  id: 0,
  nameInitials: 'K A Perera',
  nicNumber: '851234567V',
  dateOfBirth: '1985-05-02',
  mobileNumber: '771234567',
  email: 'kamal@example.lk',
  relationship: { value: 1, description: 'Main member', code: 'MS' },
  plans: [{ companyId: 1, limitId: 3 }],
};
const daughter = {
  id: 1,
  nameInitials: 'N Perera',
  nicNumber: '200565545678',
  dateOfBirth: '2005-06-05',
  relationship: { value: 3, description: 'Daughter', code: 'DA' },
  plans: [{ companyId: 1, limitId: 3 }],
};

describe('the holder selector', () => {
  it('starts with an empty holder of id 0 and gives each new one the next id', () => {
    expect(firstHolder()).toEqual({ id: 0, nameInitials: '', nicNumber: '', dateOfBirth: '', plans: [] });
    expect(nextHolderId([main])).toBe(1);
    expect(nextHolderId([main, { ...daughter, id: 4 }])).toBe(5);
  });

  it('keeps the main member and lets family members go', () => {
    expect(canRemoveHolder(main)).toBe(false);
    expect(canRemoveHolder(daughter)).toBe(true);
    expect(canRemoveHolder(firstHolder())).toBe(true);
  });

  it('offers Add New Member only after a valid last holder, below five holders, with a verified number', () => {
    expect(canAddMember([main], true)).toBe(true);
    expect(canAddMember([main], false)).toBe(false);
    expect(canAddMember([main, { ...daughter, nicNumber: '' }], true)).toBe(false);
    const five = [main, ...[1, 2, 3, 4].map((id) => ({ ...daughter, id, nicNumber: `20056554567${id}` }))];
    expect(canAddMember(five.slice(0, 4), true)).toBe(true);
    expect(canAddMember(five, true)).toBe(false);
  });

  it('adds a company, replaces its limit when chosen again, and removes it when unticked', () => {
    const one = choosePlan([], 1, 3);
    expect(one).toEqual([{ companyId: 1, limitId: 3 }]);
    const two = choosePlan(one, 2, 12);
    expect(two).toEqual([
      { companyId: 1, limitId: 3 },
      { companyId: 2, limitId: 12 },
    ]);
    expect(choosePlan(two, 1, 5)).toEqual([
      { companyId: 1, limitId: 5 },
      { companyId: 2, limitId: 12 },
    ]);
    expect(choosePlan(two, 1, null)).toEqual([{ companyId: 2, limitId: 12 }]);
  });
});

describe('Proceed', () => {
  const ready = {
    holders: [main, daughter],
    termsAgreed: true,
    verified: true,
    balances: { '851234567V': {}, '200565545678': {} },
  };

  it('is enabled with valid holders, the terms agreed, a verified number and every balance looked up', () => {
    expect(proceedEnabled(ready)).toBe(true);
    // The lookup's entry may be under the other form of the same card.
    expect(proceedEnabled({ ...ready, balances: { '198512304567': {}, '200565545678': {} } })).toBe(true);
  });

  it.each([
    ['the terms not agreed', { termsAgreed: false }],
    ['no verified number', { verified: false }],
    ["a holder's balance not looked up", { balances: { '851234567V': {} } }],
    ['a holder without a plan', { holders: [main, { ...daughter, plans: [] }] }],
    ['a holder aged 70', { holders: [main, { ...daughter, dateOfBirth: '1955-06-15' }] }],
    ['a repeated NIC', { holders: [main, { ...daughter, nicNumber: '198512304567' }] }],
    ['no main member', { holders: [daughter] }],
  ])('is disabled with %s', (_, change) => {
    expect(proceedEnabled({ ...ready, ...change })).toBe(false);
  });
});
