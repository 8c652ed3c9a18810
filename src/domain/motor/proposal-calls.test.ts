import { describe, expect, it } from 'vitest';
import { LEASE_EXPIRY_MESSAGES } from '../dates';
import { REQUIRED } from '../text-rules';
import { fieldErrors, parsed, useFixedClock } from '#tests/support/test-helpers';
import { COVER_NOTE_MESSAGES, coverNoteResultPath, isCoverNoteNo } from './cover-note';
import { notifySchema, proposalFormSchema, vehicleNumbersFormSchema } from './proposal-calls';

useFixedClock(2026, 11, 22);

const REQ_KEY = 'Zq3xY7pL0aBcDeFgHiJkLmNo';

const registered = {
  req_key: REQ_KEY,
  veh_reg_format: 'WP ABC-1234',
  veh_reg_format_1: 'wp',
  veh_reg_format_2: 'cab',
  veh_reg_format_3: '1234',
  is_registered: 'R',
  is_leasing: '0',
  engine_no: '2NZ-7712345',
  chassis_no: 'NZE141-9034567',
};

const leased = {
  ...registered,
  is_leasing: '1',
  financial_company: 'People’s Leasing & Finance PLC',
  financial_company_branch: 'Nugegoda',
  lease_exp_date: '2030-06-30',
};

describe('proposalFormSchema', () => {
  it('assembles the registration number, fills the spec defaults and leaves out leasing when not leased', () => {
    expect(parsed(proposalFormSchema, { ...registered, financial_company: 'Left over' })).toEqual({
      ...registered,
      veh_reg_format_1: 'wp',
      veh_registration_no: 'WP-CAB-1234',
      financial_company: null,
      financial_company_branch: null,
      lease_exp_date: null,
      conf_bank_name: 'ONLINE',
      conf_bank_branch: 'ONLINE',
      conf_bank_user: 'ONLINE',
      pdf_status: '1',
    });
  });

  it('keeps the leasing details of a leased vehicle', () => {
    expect(parsed(proposalFormSchema, leased)).toMatchObject({
      financial_company: leased.financial_company,
      financial_company_branch: 'Nugegoda',
      lease_exp_date: '2030-06-30',
    });
  });

  it('asks for the leasing company, branch and an expiry from today to ten years ahead when leased', () => {
    expect(
      fieldErrors(proposalFormSchema, {
        ...registered,
        is_leasing: '1',
        financial_company_branch: 'Branch 7',
        lease_exp_date: '2026-11-21',
      }),
    ).toEqual({
      financial_company: [COVER_NOTE_MESSAGES.leasingCompany],
      financial_company_branch: [COVER_NOTE_MESSAGES.branch],
      lease_exp_date: [LEASE_EXPIRY_MESSAGES.past],
    });
    expect(fieldErrors(proposalFormSchema, { ...leased, lease_exp_date: '2036-11-23' })).toEqual({
      lease_exp_date: [LEASE_EXPIRY_MESSAGES.tooFar],
    });
    expect(parsed(proposalFormSchema, { ...leased, lease_exp_date: '2026-11-22' })).toMatchObject({
      lease_exp_date: '2026-11-22',
    });
  });

  it('checks the registration parts of a registered vehicle, and asks for none of a brand-new one', () => {
    expect(
      fieldErrors(proposalFormSchema, { ...registered, veh_reg_format_2: 'CA', veh_reg_format_3: '' }),
    ).toEqual({ veh_reg_format_2: ['not valid'], veh_reg_format_3: [REQUIRED] });
    const brandNew = { ...registered, is_registered: 'U', veh_reg_format_2: '', veh_reg_format_3: '' };
    expect(parsed(proposalFormSchema, brandNew)).toMatchObject({ veh_registration_no: null });
  });

  it('wants engine and chassis numbers of 3 to 30 letters, digits, spaces or hyphens', () => {
    expect(fieldErrors(proposalFormSchema, { ...registered, engine_no: 'E1', chassis_no: '' })).toEqual({
      engine_no: ['enter minimum 3 characters'],
      chassis_no: [REQUIRED],
    });
    expect(
      fieldErrors(proposalFormSchema, { ...registered, engine_no: 'E'.repeat(31), chassis_no: 'NZE/141' }),
    ).toEqual({
      engine_no: [COVER_NOTE_MESSAGES.vehicleNumberLong],
      chassis_no: [COVER_NOTE_MESSAGES.vehicleNumber],
    });
  });

  it('refuses a missing link key and unknown answers for registered and leased', () => {
    expect(
      fieldErrors(proposalFormSchema, { ...registered, req_key: '', is_registered: 'X', is_leasing: 'YES' }),
    ).toMatchObject({
      req_key: expect.any(Array),
      is_registered: expect.any(Array),
      is_leasing: [COVER_NOTE_MESSAGES.leasingChoice],
    });
  });
});

describe('notifySchema', () => {
  it('knows only the cover note template', () => {
    const body = { email: 'a@b.lk', cover_note_link: 'x', mobile: '94771234567' };
    expect(parsed(notifySchema, { ...body, notification: 'MOT_CVN_SEND' })).toMatchObject({
      app_code: 'WEB',
      app_user: 'WEB',
    });
    expect(fieldErrors(notifySchema, { ...body, notification: 'PROMO_BLAST' })).toEqual({
      notification: [COVER_NOTE_MESSAGES.unknownTemplate],
    });
  });
});

describe('cover note links', () => {
  it('recognises cover note numbers', () => {
    expect(isCoverNoteNo('CN-2026-7K3M9Q2X')).toBe(true);
    // Crockford base 32 has no I, L, O or U.
    expect(isCoverNoteNo('CN-2026-7K3M9Q2I')).toBe(false);
    expect(isCoverNoteNo('CN-2026-7K3M9Q2')).toBe(false);
  });

  it("sends the browser to the result page with the spec's query, and no personal details in it", () => {
    const path = coverNoteResultPath(REQ_KEY, { url: 'http://localhost:3000/v3/cover-note/file/abc' });
    const url = new URL(path, 'http://localhost:3000');
    expect(url.pathname).toBe(`/payment/${REQ_KEY}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      title: 'completed',
      status: 'success',
      buttonText: 'Download Cover Note',
      dynamicLink: 'http://localhost:3000/v3/cover-note/file/abc',
    });
  });
});

describe('the vehicle numbers typed at the upload (decision 039)', () => {
  it('takes nothing at all: every number is null', () => {
    expect(parsed(vehicleNumbersFormSchema, { hash_code: REQ_KEY, engine_no: '  ' })).toEqual({
      hash_code: REQ_KEY,
      veh_reg_format: 'WP ABC-1234',
      veh_registration_no: null,
      engine_no: null,
      chassis_no: null,
    });
  });

  it('assembles a plate without a province from its two numbers', () => {
    const numbers = { hash_code: REQ_KEY, veh_reg_format: '302-1234', veh_reg_format_2: '302' };
    expect(fieldErrors(vehicleNumbersFormSchema, numbers)).toEqual({ veh_reg_format_3: [REQUIRED] });
    expect(parsed(vehicleNumbersFormSchema, { ...numbers, veh_reg_format_3: '4567' })).toMatchObject({
      veh_registration_no: '302-4567',
    });
  });
});
