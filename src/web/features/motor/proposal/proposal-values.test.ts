import { describe, expect, it } from 'vitest';
import { yearsFromToday } from '#domain/dates';
import type { Proposal } from '#domain/motor/proposal-calls';
import { proposalFormSchema } from '#domain/motor/proposal-calls';
import { clearDraft, saveDraft, withDraft } from './proposal-draft';
import { coverNoteRequest, proposalDefaults, shownFields } from './proposal-values';

const REQ_KEY = 'Qm9vdHN0cmFwUmVxS2V5MDE';

const proposal = (fields: Partial<Proposal> = {}): Proposal => ({
  req_key: REQ_KEY,
  cover_type: 'C',
  customer_id: 7,
  customer_name: 'K A Perera',
  insurer: 'Ceylinco General Insurance',
  company_logo: null,
  qot_number: 'MQ1-CIL',
  type_of_cover: 'Full Insurance',
  amount_paid: '45123.45',
  paid_at: '2026-03-01T04:30:00.000Z',
  payment_reference: 'SBX-1',
  vehicle_type: 'Car',
  make: 'Toyota',
  model: 'Axio',
  manufacture_year: 2018,
  is_registered: 'R',
  hire_purchase: 'YES',
  veh_reg_format: null,
  veh_registration_no: null,
  engine_no: null,
  chassis_no: null,
  email: 'kamal.perera@example.com',
  mobile_number: '94771234567',
  cover_note: null,
  suggested: null,
  ...fields,
});

describe('proposalDefaults', () => {
  it("starts a full-insurance proposal from the quotation's answers and the default format", () => {
    expect(proposalDefaults(proposal())).toEqual({
      req_key: REQ_KEY,
      is_registered: 'R',
      is_leasing: '1',
      veh_reg_format: 'WP ABC-1234',
      veh_reg_format_1: '',
      veh_reg_format_2: '',
      veh_reg_format_3: '',
      engine_no: '',
      chassis_no: '',
      financial_company: '',
      financial_company_branch: '',
      lease_exp_date: '',
    });
  });

  it("lays a third-party proposal out in its quote's format, with the quote's numbers", () => {
    const values = proposalDefaults(
      proposal({
        cover_type: 'T',
        hire_purchase: 'NO',
        veh_reg_format: '10-SRI-1234',
        veh_registration_no: '12-SRI-3456',
        engine_no: 'DHZCFG12345',
        chassis_no: 'MD2A11CZ5GCA12345',
      }),
    );
    expect(values).toMatchObject({
      is_leasing: '0',
      veh_reg_format: '10-SRI-1234',
      veh_reg_format_1: '',
      veh_reg_format_2: '12',
      veh_reg_format_3: '3456',
      engine_no: 'DHZCFG12345',
      chassis_no: 'MD2A11CZ5GCA12345',
    });
  });
});

describe('proposalDefaults with an earlier proposal of the same vehicle', () => {
  const suggested = {
    policy_from: '2025-12-13',
    veh_reg_format: 'WP ABC-1234',
    veh_registration_no: 'WP-CAB-1234',
    engine_no: '2NZ-7654321',
    chassis_no: 'NZE141-1234567',
    financial_company: 'LOLC Finance',
    financial_company_branch: 'Kandy',
    lease_exp_date: '2028-05-31',
  };

  it('fills the registration parts, the numbers and the running lease from it', () => {
    expect(proposalDefaults(proposal({ suggested }))).toEqual({
      req_key: REQ_KEY,
      is_registered: 'R',
      is_leasing: '1',
      veh_reg_format: 'WP ABC-1234',
      veh_reg_format_1: 'WP',
      veh_reg_format_2: 'CAB',
      veh_reg_format_3: '1234',
      engine_no: '2NZ-7654321',
      chassis_no: 'NZE141-1234567',
      financial_company: 'LOLC Finance',
      financial_company_branch: 'Kandy',
      lease_exp_date: '2028-05-31',
    });
  });

  it('leaves the leasing empty when this quote is not leased, and the quote’s own numbers win', () => {
    const values = proposalDefaults(
      proposal({
        suggested,
        hire_purchase: 'NO',
        veh_reg_format: '10-SRI-1234',
        veh_registration_no: '12-SRI-3456',
        engine_no: 'DHZCFG12345',
      }),
    );
    expect(values).toMatchObject({
      is_leasing: '0',
      veh_reg_format: '10-SRI-1234',
      veh_reg_format_2: '12',
      veh_reg_format_3: '3456',
      engine_no: 'DHZCFG12345',
      chassis_no: 'NZE141-1234567',
      financial_company: '',
      financial_company_branch: '',
      lease_exp_date: '',
    });
  });
});

describe('coverNoteRequest', () => {
  const filled = {
    ...proposalDefaults(proposal()),
    veh_reg_format_1: 'WP',
    veh_reg_format_2: 'cab',
    veh_reg_format_3: '1234',
    engine_no: '2NZ1234567',
    chassis_no: 'NZE1411234567',
    financial_company: 'People’s Leasing & Finance PLC',
    financial_company_branch: 'Colombo',
    lease_exp_date: yearsFromToday(3),
  };

  it('sends the shown fields, the built number and the spec constants, which the shared schema passes', () => {
    const body = coverNoteRequest(filled);
    expect(body).toEqual({
      ...filled,
      veh_registration_no: 'WP-CAB-1234',
      conf_bank_name: 'ONLINE',
      conf_bank_branch: 'ONLINE',
      conf_bank_user: 'ONLINE',
      pdf_status: '1',
    });
    expect(proposalFormSchema.safeParse(body).success).toBe(true);
  });

  it('leaves out the registration of a vehicle not registered yet and the leasing of one not leased', () => {
    const values = { ...filled, is_registered: 'U', is_leasing: '0' };
    expect(shownFields(values)).toEqual(['engine_no', 'chassis_no']);
    const body = coverNoteRequest(values);
    for (const field of ['veh_reg_format', 'veh_reg_format_2', 'veh_registration_no', 'financial_company'])
      expect(body, field).not.toHaveProperty(field);
    expect(proposalFormSchema.parse(body)).toMatchObject({
      veh_registration_no: null,
      financial_company: null,
      lease_exp_date: null,
    });
  });
});

describe('the draft', () => {
  it('lays what was typed over the loaded values, but never the quotation’s answers', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    const loaded = proposalDefaults(proposal());
    saveDraft({ ...loaded, engine_no: '2NZ1234567', is_leasing: '0' }, storage);
    expect(withDraft(loaded, storage)).toEqual({ ...loaded, engine_no: '2NZ1234567' });
    clearDraft(REQ_KEY, storage);
    expect(withDraft(loaded, storage)).toEqual(loaded);
  });
});
