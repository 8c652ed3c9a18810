import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const REAL_PROVIDERS = {
  SMS_PROVIDER: 'http',
  MAIL_PROVIDER: 'smtp',
  PAYMENT_PROVIDER: 'payhere',
  CRM_PROVIDER: 'vtiger',
  STORAGE_PROVIDER: 's3',
};
const OWN_CREDENTIAL = {
  WEB_API_KEY: 'site-7f3a',
  WEB_USER_NAME: 'kavacha-site',
  WEB_PASSWORD: 'not-the-default',
};

describe('loadConfig', () => {
  it('defaults to demo mode on the embedded database at localhost:3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'demo',
      dev: false,
      host: 'localhost',
      port: 3000,
      databaseUrl: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.webClient).toEqual({ apiKey: 'kavacha-web', userName: 'web', password: 'web-public' });
    expect(config.providers).toEqual({
      sms: 'builtin',
      mail: 'builtin',
      payments: 'sandbox',
      crm: 'builtin',
      storage: 'local',
    });
  });

  it('reads hotlines as name:number pairs', () => {
    const config = loadConfig({ HOTLINES: 'Sales:+94 11 555 0100, +94 77 000 0000' });
    expect(config.contact.hotlines).toEqual([
      { name: 'Sales', number: '+94 11 555 0100' },
      { name: 'Hotline', number: '+94 77 000 0000' },
    ]);
  });

  it('reads social links as label=url pairs', () => {
    expect(loadConfig({ SOCIAL_LINKS: 'Facebook=https://facebook.com/k?a=b' }).contact.socialLinks).toEqual([
      { label: 'Facebook', href: 'https://facebook.com/k?a=b' },
    ]);
  });

  it('refuses a social link that is not https', () => {
    expect(() => loadConfig({ SOCIAL_LINKS: 'Facebook=javascript:alert(1)' })).toThrow(/SOCIAL_LINKS/);
  });

  it('reads the statutory charges and quote validity, with the defaults of the domain notes', () => {
    expect(loadConfig({})).toMatchObject({
      statutory: { vatBp: 1800, stampDutyCents: 2500, roadSafetyFundBp: 100 },
      quoteValidDays: 30,
      tariffReloadMs: 60_000,
    });
    const config = loadConfig({ VAT_PERCENT: '8.5', STAMP_DUTY_RUPEES: '50', QUOTE_VALID_DAYS: '14' });
    expect(config.statutory).toEqual({ vatBp: 850, stampDutyCents: 5000, roadSafetyFundBp: 100 });
    expect(config.quoteValidDays).toBe(14);
    expect(() => loadConfig({ VAT_PERCENT: '18.125' })).toThrow(/VAT_PERCENT: at most two decimals/);
    expect(() => loadConfig({ VAT_PERCENT: '-1' })).toThrow(/VAT_PERCENT/);
  });

  it('reads the SMTP settings, by default a relay on port 587 without TLS from the start', () => {
    expect(loadConfig({}).smtp).toEqual({
      host: undefined,
      port: 587,
      secure: false,
      user: undefined,
      password: undefined,
      from: 'Kavacha <cover-notes@kavacha.lk>',
      timeoutMs: 10_000,
    });
    const config = loadConfig({ SMTP_HOST: 'smtp.example.lk', SMTP_PORT: '465', SMTP_SECURE: 'true' });
    expect(config.smtp).toMatchObject({ host: 'smtp.example.lk', port: 465, secure: true });
    expect(() => loadConfig({ SMTP_SECURE: 'maybe' })).toThrow(/SMTP_SECURE/);
  });

  it('names each invalid setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('refuses production with a built-in provider', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...OWN_CREDENTIAL, ...REAL_PROVIDERS, MAIL_PROVIDER: 'builtin' }),
    ).toThrow(/mail provider is the built-in/);
  });

  it('refuses production with the default web credential', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...REAL_PROVIDERS })).toThrow(/machine credential/);
  });

  it('starts production with real providers and its own credential', () => {
    const config = {
      NODE_ENV: 'production',
      ...REAL_PROVIDERS,
      ...OWN_CREDENTIAL,
      PUBLIC_URL: 'https://kavacha.lk',
    };
    expect(loadConfig(config).mode).toBe('production');
  });
});
