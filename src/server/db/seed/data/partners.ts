// Demo customers of the lifestyle partner (FriMi). The partner hands each customer a token, which comes
// back in the promo 'FriMiLifeStyle?{token}'; the seed stores only its SHA-256, like the real ones.
// The tokens are for demos and tests, e.g. the promo 'FriMiLifeStyle?frimi-demo-0001-kavacha-lifestyle'.
import { LIFESTYLE } from '#domain/motor/channel-codes';

export interface PartnerCustomerSeed {
  partner: string;
  /** Plain text here only; the database keeps its SHA-256 hex. */
  token: string;
  title: string;
  name: string;
  /** Nine digits after +94. */
  mobile_number: string;
  email: string;
}

export const PARTNER_CUSTOMERS: readonly PartnerCustomerSeed[] = [
  {
    partner: LIFESTYLE.channel,
    token: 'frimi-demo-0001-kavacha-lifestyle',
    title: 'Mr',
    name: 'Nimal Perera',
    mobile_number: '771234567',
    email: 'nimal.perera@example.com',
  },
  {
    partner: LIFESTYLE.channel,
    token: 'frimi-demo-0002-kavacha-lifestyle',
    title: 'Mrs',
    name: 'Dilani Fernando',
    mobile_number: '712345678',
    email: 'dilani.fernando@example.com',
  },
  {
    partner: LIFESTYLE.channel,
    token: 'frimi-demo-0003-kavacha-lifestyle',
    title: 'Dr',
    name: 'Mohamed Rizwan',
    mobile_number: '763456789',
    email: 'mohamed.rizwan@example.com',
  },
];
