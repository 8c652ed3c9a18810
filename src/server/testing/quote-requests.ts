// Quote requests for API tests: a typical car for full insurance and a motorcycle for third party,
// each overridable field by field, sent through the real app with an auth_key.
import type { PremiumsAnswer, QuotationItem } from '#domain/motor/quote-answers';
import { quotationFromAnswer } from '#domain/motor/quotation-amounts';
import type { TestApp } from './test-app';
import { authKeyFor } from './test-app';

export const CAR = {
  vehicle_type: 'Car',
  purpose_of_use: 'Private',
  vehicle_make: 'Toyota',
  vehicle_model: 'Axio',
  fuel_type: 'Petrol',
  engine_capacity: 1500,
  manufacture_year: 2018,
  sum_insured: 6_500_000,
  ncb: '2',
  is_registered: 'R',
  hire_purchase: 'NO',
};

export const MOTORCYCLE = {
  vehicle_type: 'Motor-Cycle',
  purpose_of_use: 'Private',
  vehicle_make: 'Bajaj',
  vehicle_model: 'Pulsar 150',
  engine_capacity: 149,
  veh_reg_format: 'WP ABC-1234',
  veh_reg_format_1: 'WP',
  veh_reg_format_2: 'BFK',
  veh_reg_format_3: '4521',
  engine_no: 'DHZCFG12345',
  chassis_no: 'MD2A11CZ5GCA12345',
};

export async function quoteClient(app: TestApp) {
  const authKey = await authKeyFor(app);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({ method, url, payload, headers: { auth_key: authKey } });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    call,
    full: (fields: Record<string, unknown> = {}) => call('POST', '/v2/quote/full', { ...CAR, ...fields }),
    thirdParty: (fields: Record<string, unknown> = {}) =>
      call('POST', '/v3/quote/tp', { ...MOTORCYCLE, ...fields }),
    /**
     * The premium list of a quote made with `fields`: the answer's `params` and `quotes` as sent, and
     * its quotations in the answer's order with amounts in cents, as the code works with them.
     */
    async premiums(fields: Record<string, unknown> = {}, cover: 'C' | 'T' = 'C') {
      const created = cover === 'C' ? await this.full(fields) : await this.thirdParty(fields);
      if (created.status !== 200) throw new Error(`quote refused: ${JSON.stringify(created.body)}`);
      const list = await call('GET', `/v2/premiums?unq_hash=${created.body.data.unq_hash}`);
      const answer: PremiumsAnswer = list.body.data;
      const quotations: QuotationItem[] = Object.values(answer.quotes).map(quotationFromAnswer);
      return { created: created.body.data, ...answer, quotations };
    },
  };
}
