import { describe, expect, it } from 'vitest';
import { parsePublicConfig } from './config';

const full = {
  apiKey: 'kavacha-web',
  userName: 'web',
  password: 'web-public',
  demo: true,
  hotlines: [{ name: 'Hotline', number: '+94 11 230 0300' }],
  contactEmail: 'hello@kavacha.lk',
  renewalSaving: 2500,
  companyAddress: 'No. 42, Galle Road, Colombo 03',
  socialLinks: [{ label: 'Facebook', href: 'https://www.facebook.com/kavacha.lk' }],
  brokerLicence: 'Kavacha (Pvt) Ltd is an insurance broker licensed by the IRCSL.',
  dataProtectionEmail: 'privacy@kavacha.lk',
  raffleWinnersUrl: 'https://raffle.kavacha.lk/winners/',
};

describe('parsePublicConfig', () => {
  it('reads the JSON the server puts in the meta tag', () => {
    expect(parsePublicConfig(JSON.stringify(full))).toEqual(full);
  });

  it('gives an empty config when the tag is missing or broken, so the shell still renders', () => {
    for (const content of [null, undefined, '', '{not json', '42', 'null']) {
      expect(parsePublicConfig(content)).toMatchObject({ apiKey: '', hotlines: [], contactEmail: '' });
    }
  });

  it('keeps only well-formed fields', () => {
    const config = parsePublicConfig(
      JSON.stringify({
        ...full,
        demo: 'yes',
        contactEmail: 7,
        hotlines: [{ name: 'Sales' }, null, { number: '011 2' }],
        socialLinks: [
          { label: 'X', href: 'javascript:alert(1)' },
          { label: 'Blog', href: 'https://blog.kavacha.lk' },
          3,
        ],
      }),
    );
    expect(config.socialLinks).toEqual([{ label: 'Blog', href: 'https://blog.kavacha.lk' }]);
    expect(config.demo).toBe(false);
    expect(config.contactEmail).toBe('');
    expect(config.hotlines).toEqual([{ name: '', number: '011 2' }]);
    expect(
      parsePublicConfig(JSON.stringify({ raffleWinnersUrl: 'javascript:alert(1)' })).raffleWinnersUrl,
    ).toBe('');
  });
});
