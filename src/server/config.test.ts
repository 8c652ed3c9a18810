import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const REAL_PROVIDERS = {
  DATABASE_URL: 'postgres://kavacha@db.internal:5432/kavacha',
  SMS_PROVIDER: 'http',
  SMS_GATEWAY_URL: 'https://sms.example.lk/send',
  SMS_GATEWAY_KEY: 'sms-key',
  MAIL_PROVIDER: 'smtp',
  SMTP_HOST: 'smtp.example.lk',
  PAYMENT_PROVIDER: 'payhere',
  PAYHERE_MERCHANT_ID: '1211149',
  PAYHERE_MERCHANT_SECRET: 'payhere-secret',
  CRM_PROVIDER: 'vtiger',
  VTIGER_URL: 'https://crm.example.lk',
  VTIGER_USER_NAME: 'site',
  VTIGER_ACCESS_KEY: 'vtiger-access-key',
  VTIGER_ASSIGNED_USER_NAME: 'sales',
  STORAGE_PROVIDER: 's3',
  S3_BUCKET: 'kavacha-files',
  PUBLIC_URL: 'https://kavacha.lk',
  PER_DAY_SITE_URL: 'https://per-day.kavacha.lk',
  BROKER_LICENCE_STATEMENT: 'Kavacha (Pvt) Ltd is an insurance broker licensed by the IRCSL.',
  SUBSCRIPTION_SECRET: 'a-secret-of-this-site-only-0123456789',
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

  it('reads the renewal saving the personal policies offer, Rs.2500 unless set', () => {
    expect(loadConfig({}).contact.renewalSaving).toBe(2500);
    expect(loadConfig({ RENEWAL_SAVING_RUPEES: '3000' }).contact.renewalSaving).toBe(3000);
    expect(() => loadConfig({ RENEWAL_SAVING_RUPEES: '-1' })).toThrow(/RENEWAL_SAVING_RUPEES/);
  });

  it('reads how often the renewal reminders are looked for, hourly unless set', () => {
    expect(loadConfig({}).renewalIntervalMs).toBe(3_600_000);
    expect(loadConfig({ RENEWAL_INTERVAL_SECONDS: '60' }).renewalIntervalMs).toBe(60_000);
    expect(() => loadConfig({ RENEWAL_INTERVAL_SECONDS: '0' })).toThrow(/RENEWAL_INTERVAL_SECONDS/);
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

  it('names everything production lacks at once', () => {
    const problems = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'http', CRM_PROVIDER: 'webhook' });
      } catch (error) {
        return error instanceof Error ? error.message.split('\n').slice(1) : [];
      }
      return [];
    })();
    expect(problems.map((line) => line.trim())).toEqual([
      'SMS_PROVIDER=http needs SMS_GATEWAY_URL and SMS_GATEWAY_KEY',
      'CRM_PROVIDER=webhook needs CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET',
      'DATABASE_URL is not set: production runs on a PostgreSQL server',
      "mail provider is the built-in 'builtin'",
      "payments provider is the built-in 'sandbox'",
      "STORAGE_PROVIDER is not set: choose 's3', or 'local' with DATA_DIR on a persistent disk",
      'the web machine credential (WEB_API_KEY, WEB_USER_NAME, WEB_PASSWORD) is the default one',
      'BROKER_LICENCE_STATEMENT is not set',
      'SUBSCRIPTION_SECRET is not set',
      'PUBLIC_URL is not set',
      'PER_DAY_SITE_URL is not set',
    ]);
  });

  it('takes local storage in production only on a DATA_DIR given explicitly', () => {
    const local = { NODE_ENV: 'production', ...REAL_PROVIDERS, ...OWN_CREDENTIAL, STORAGE_PROVIDER: 'local' };
    expect(() => loadConfig(local)).toThrow(/STORAGE_PROVIDER=local needs DATA_DIR/);
    expect(loadConfig({ ...local, DATA_DIR: '/var/lib/kavacha' }).providers.storage).toBe('local');
  });

  it('refuses a public address in clear in production, but not a loopback one', () => {
    const production = { NODE_ENV: 'production', ...REAL_PROVIDERS, ...OWN_CREDENTIAL };
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://kavacha.lk' })).toThrow(/not https/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://127.0.0.1:3000' }).mode).toBe('production');
  });

  it('refuses a chosen provider without its settings in demo mode too', () => {
    expect(() => loadConfig({ STORAGE_PROVIDER: 's3' })).toThrow(/STORAGE_PROVIDER=s3 needs S3_BUCKET/);
    expect(() =>
      loadConfig({ STORAGE_PROVIDER: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKIA1' }),
    ).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/);
  });

  it('serves demo mode on a loopback address only, unless DEMO_PUBLIC says so', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/one-time codes[\s\S]*DEMO_PUBLIC=true/);
    expect(loadConfig({ HOST: '0.0.0.0', DEMO_PUBLIC: 'true' }).host).toBe('0.0.0.0');
    for (const host of ['localhost', '127.0.0.1', '::1']) expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it('starts production with real providers and its own credential', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...REAL_PROVIDERS, ...OWN_CREDENTIAL }).mode).toBe(
      'production',
    );
  });

  it('says a site is a demo until its broker licence is given, which production requires', () => {
    expect(loadConfig({}).legal).toEqual({
      brokerLicence: expect.stringMatching(/^This is a demonstration site\./),
      brokerLicenceChosen: false,
      dataProtectionEmail: 'privacy@kavacha.lk',
    });
    const licence = 'Kavacha (Pvt) Ltd, insurance broker, licence no. IB/123 granted by the IRCSL.';
    expect(loadConfig({ BROKER_LICENCE_STATEMENT: ` ${licence} ` }).legal.brokerLicence).toBe(licence);
    const production = { NODE_ENV: 'production', ...REAL_PROVIDERS, ...OWN_CREDENTIAL };
    expect(() => loadConfig({ ...production, BROKER_LICENCE_STATEMENT: ' ' })).toThrow(
      /BROKER_LICENCE_STATEMENT/,
    );
  });

  it('sends per-day motor insurance to a placeholder site in demo mode, to an https one in production', () => {
    expect(loadConfig({}).externalPages).toEqual({
      perDaySite: 'https://per-day.kavacha.example',
      perDaySiteChosen: false,
      raffleWinners: undefined,
    });
    // Only the origin is kept: the redirect adds the path.
    expect(loadConfig({ PER_DAY_SITE_URL: 'https://perday.lk/any/path' }).externalPages.perDaySite).toBe(
      'https://perday.lk',
    );
    expect(() => loadConfig({ PER_DAY_SITE_URL: 'ftp://perday.lk' })).toThrow(/PER_DAY_SITE_URL/);
    const production = { NODE_ENV: 'production', ...REAL_PROVIDERS, ...OWN_CREDENTIAL };
    expect(() => loadConfig({ ...production, PER_DAY_SITE_URL: 'http://perday.lk' })).toThrow(
      /PER_DAY_SITE_URL is not https/,
    );
    expect(() =>
      loadConfig({ ...production, RAFFLE_WINNERS_URL: 'http://raffle.kavacha.lk/winners/' }),
    ).toThrow(/RAFFLE_WINNERS_URL is not https/);
    expect(
      loadConfig({ ...production, RAFFLE_WINNERS_URL: 'https://raffle.kavacha.lk/winners/' }).externalPages
        .raffleWinners,
    ).toBe('https://raffle.kavacha.lk/winners/');
  });

  it('drains for 5 s before a shutdown in production only, unless told', () => {
    const production = { NODE_ENV: 'production', ...REAL_PROVIDERS, ...OWN_CREDENTIAL };
    expect(loadConfig(production).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrainMs).toBe(15_000);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow('SHUTDOWN_DRAIN_MS');
  });
});
