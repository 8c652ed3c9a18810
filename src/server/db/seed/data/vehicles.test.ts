import { describe, it, expect } from 'vitest';
import { VEHICLE_TYPES, type VehicleTypeCode } from '#domain/motor/vehicle-types';
import { FUEL_TYPES, NCB_YEARS, USAGES, VEHICLE_CATALOGUE } from './vehicles';
import { INSURERS, LEASING_COMPANIES, type CompanySeed } from './companies';

const typeCodes: VehicleTypeCode[] = VEHICLE_TYPES.map((type) => type.code);

function modelsOf(type: VehicleTypeCode): string[] {
  return VEHICLE_CATALOGUE.flatMap((entry) => entry.models[type] ?? []);
}

function isTrimmedNonBlank(text: string): boolean {
  return text.trim().length > 0 && text.trim() === text;
}

describe('vehicle catalogue', () => {
  it('has at least 30 makes and 200 models', () => {
    expect(VEHICLE_CATALOGUE.length).toBeGreaterThanOrEqual(30);
    const total = typeCodes.reduce((sum, type) => sum + modelsOf(type).length, 0);
    expect(total).toBeGreaterThanOrEqual(200);
  });

  it('has makes for every vehicle type', () => {
    for (const type of typeCodes) {
      const makes = VEHICLE_CATALOGUE.filter((entry) => (entry.models[type]?.length ?? 0) > 0);
      expect(makes.length, type).toBeGreaterThan(0);
    }
  });

  it('lists only known vehicle types and no empty model lists', () => {
    for (const entry of VEHICLE_CATALOGUE) {
      const keys = Object.keys(entry.models);
      expect(keys.length, entry.make).toBeGreaterThan(0);
      for (const key of keys) {
        expect(typeCodes, `${entry.make}: ${key}`).toContain(key);
        expect(entry.models[key as VehicleTypeCode]?.length, `${entry.make}: ${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('has no duplicate make names (case-insensitive)', () => {
    const names = VEHICLE_CATALOGUE.map((entry) => entry.make.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('has no duplicate model within a make and vehicle type (case-insensitive)', () => {
    for (const entry of VEHICLE_CATALOGUE) {
      for (const type of typeCodes) {
        const models = (entry.models[type] ?? []).map((model) => model.toLowerCase());
        expect(new Set(models).size, `${entry.make} ${type}`).toBe(models.length);
      }
    }
  });

  it('has no blank or untrimmed make or model names', () => {
    for (const entry of VEHICLE_CATALOGUE) {
      expect(isTrimmedNonBlank(entry.make), entry.make).toBe(true);
      for (const type of typeCodes) {
        for (const model of entry.models[type] ?? []) {
          expect(isTrimmedNonBlank(model), `${entry.make} '${model}'`).toBe(true);
        }
      }
    }
  });
});

describe('fuel types, usages and NCB years', () => {
  it('has fuel types and usages for every vehicle type, with no blank labels or values', () => {
    for (const type of typeCodes) {
      for (const list of [FUEL_TYPES[type], USAGES[type]]) {
        expect(list.length, type).toBeGreaterThan(0);
        for (const option of list) {
          expect(isTrimmedNonBlank(option.label)).toBe(true);
          expect(isTrimmedNonBlank(option.value)).toBe(true);
        }
        const values = list.map((option) => option.value);
        expect(new Set(values).size, type).toBe(values.length);
      }
    }
  });

  it('never offers Plug-Hybrid', () => {
    const all = Object.values(FUEL_TYPES).flat();
    expect(all.some((option) => /plug/i.test(option.value) || /plug/i.test(option.label))).toBe(false);
  });

  it('offers Rent only for Car and Dual-Purpose', () => {
    const withRent = typeCodes.filter((type) => USAGES[type].some((option) => option.value === 'Rent'));
    expect(withRent.sort()).toEqual(['Car', 'Dual-Purpose']);
    for (const type of typeCodes) {
      expect(USAGES[type].map((option) => option.value)).toEqual(
        expect.arrayContaining(['Private', 'Hiring']),
      );
    }
  });

  it('has NCB years 0 to 5 with 0 labelled No', () => {
    expect(NCB_YEARS.map((row) => row.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(NCB_YEARS[0]?.year).toBe('No');
    for (const row of NCB_YEARS) expect(isTrimmedNonBlank(row.year)).toBe(true);
  });
});

describe('companies', () => {
  const checkList = (list: readonly CompanySeed[]) => {
    for (const company of list) {
      expect(isTrimmedNonBlank(company.company_code), company.company_name).toBe(true);
      expect(isTrimmedNonBlank(company.company_name), company.company_code).toBe(true);
      if (company.website !== undefined) expect(isTrimmedNonBlank(company.website)).toBe(true);
    }
    const codes = list.map((company) => company.company_code);
    expect(new Set(codes).size).toBe(codes.length);
    const names = list.map((company) => company.company_name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  };

  it('has at least 8 insurers with unique codes, including FIL', () => {
    expect(INSURERS.length).toBeGreaterThanOrEqual(8);
    checkList(INSURERS);
    expect(INSURERS.map((company) => company.company_code)).toContain('FIL');
    for (const company of INSURERS) expect(company.company_code).toMatch(/^[A-Z]{2,6}$/);
  });

  it('has at least 15 leasing companies with unique codes and names', () => {
    expect(LEASING_COMPANIES.length).toBeGreaterThanOrEqual(15);
    checkList(LEASING_COMPANIES);
  });

  it('has no company code shared between insurers and leasing companies', () => {
    const codes = [...INSURERS, ...LEASING_COMPANIES].map((company) => company.company_code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
