// Customers for API tests, as the personal-information page makes them: a number verified with a real
// one-time code, then the consumer and purchase calls with its `User-Key` token.
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { codeClient } from './one-time-codes';
import type { TestApp } from './test-app';

/** A personal form that passes every rule; the NIC's birth date is the date of birth. */
export const PERSONAL_INFO = {
  title: 'Mr',
  name_initials: 'K Perera',
  first_name: 'Kamal',
  last_name: 'Perera',
  date_of_birth: '1990-01-01',
  identify_type: 'nic_number',
  nic_number: '900011234V',
  mobile_number: '771234567',
  email: 'kamal@example.lk',
  address_no: '12',
  street_one: 'Galle Road',
  city: 'Colombo',
  is_renewal: '0',
};

export async function customerClient(app: TestApp) {
  const codes = await codeClient(app);
  const as = (token: string | undefined) => (token === undefined ? {} : { [VERIFIED_TOKEN_HEADER]: token });

  const register = (token: string | undefined, fields: Record<string, unknown> = {}) =>
    codes.call('POST', '/consumer-api/v3/register', { ...PERSONAL_INFO, ...fields }, as(token));

  return {
    ...codes,
    register,
    lookup: (token: string | undefined, query: string) =>
      codes.call('GET', `/consumer-api/v3/lookup?mode=3${query && `&${query}`}`, undefined, as(token)),
    update: (token: string | undefined, body: Record<string, unknown>) =>
      codes.call('POST', '/consumer-api/v3/update', body, as(token)),
    buy: (token: string | undefined, path: string, body: Record<string, unknown>) =>
      codes.call('POST', path, body, as(token)),

    /** A registered customer of `mobile` (9 digits), with the token that proves the number. */
    async customer(mobile: string, fields: Record<string, unknown> = {}) {
      const token = await codes.verifiedToken(mobile);
      const registered = await register(token, { ...fields, mobile_number: mobile });
      if (registered.status !== 200) throw new Error(`not registered: ${JSON.stringify(registered.body)}`);
      return { token, mobile, customerId: registered.body.data.customer_id as number };
    },
  };
}
