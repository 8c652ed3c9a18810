import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// Every setting, read from the environment once, with the embedded defaults of demo mode. A provider that
// is chosen must have its settings, in any mode. Production (NODE_ENV=production) refuses to start with
// anything built for the demo or unsafe, and names every such setting at once (docs/decisions/025); demo
// mode, whose /dev/outbox shows everyone's one-time codes, listens on a loopback address unless told.

const DEFAULT_WEB_CLIENT = { apiKey: 'kavacha-web', userName: 'web', password: 'web-public' };

// Shown in the footer of a site that has not named its broker licence: only demo mode may start without one.
const DEMO_LICENCE_STATEMENT =
  'This is a demonstration site. Kavacha is not a licensed insurance broker here: no policy bought on ' +
  'this site is real, and no money is taken.';

const list = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

// A percentage with at most two decimals ('18', '8.5'), kept as basis points (1800, 850).
const percent = z.coerce
  .number()
  .min(0)
  .max(100)
  .refine((value) => Number.isInteger(Math.round(value * 10_000) / 100), 'at most two decimals')
  .transform((value) => Math.round(value * 100));

// An address or a CIDR block, as Fastify's trustProxy takes them: '10.0.0.1', '10.0.0.0/8', 'fd00::/8'.
const addressOrBlock = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  const limit = version === 4 ? 32 : 128;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= limit);
};

// Fastify's trustProxy: off (unset or 'false'), 'true' (every hop is trusted: only when nothing but the
// proxy can reach the server), or the proxies' addresses and CIDR blocks. Not a number of hops: Fastify 5
// treats one as trusting no proxy, since a count cannot tell a proxy from a client that adds hops itself.
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((text): boolean | string[] => {
    if (!text || text === 'false') return false;
    if (text === 'true') return true;
    return text.split(',').map((entry) => entry.trim());
  })
  .refine(
    (value) => !Array.isArray(value) || value.every(addressOrBlock),
    "'true', 'false' or the proxies' comma-separated addresses and CIDR blocks (not a number of hops)",
  );

// A site of our own elsewhere (http or https; production wants https): its origin, without a path.
const siteOrigin = z
  .string()
  .url()
  .regex(/^https?:\/\//, 'an http:// or https:// address')
  .transform((url) => new URL(url).origin);

// The per-day motor product's site when none is configured: a placeholder of the reserved .example domain
// (RFC 2606), so that a demo's redirect visibly leads nowhere real. Production must name the real one.
export const DEMO_PER_DAY_SITE = 'https://per-day.kavacha.example';

// Signs the demo's subscription links; known to anyone who reads this file, so production refuses it.
const DEMO_SUBSCRIPTION_SECRET = 'kavacha-demo-subscription-secret-not-for-production';

const envSchema = z.object({
  // Unset means demo mode on the built web app; 'development' is what `npm run dev` sets.
  NODE_ENV: z.enum(['development', 'test', 'production']).optional(),
  HOST: z.string().min(1).default('localhost'),
  // Demo mode on a non-loopback HOST: only when its open outbox page is meant to be seen (a shared demo).
  DEMO_PUBLIC: z.stringbool().default(false),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset is ./data; production with local storage needs it set, to a disk that outlives the server.
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_API_KEY: z.string().min(1).default(DEFAULT_WEB_CLIENT.apiKey),
  WEB_USER_NAME: z.string().min(1).default(DEFAULT_WEB_CLIENT.userName),
  WEB_PASSWORD: z.string().min(1).default(DEFAULT_WEB_CLIENT.password),
  AUTH_KEY_TTL_MINUTES: z.coerce.number().int().positive().default(30),
  // Who may say which client a request is from (X-Forwarded-For); see docs/decisions/018.
  TRUST_PROXY: trustProxy,
  // Calls per client address per minute: writes; API reads (the web app's pages and files are free);
  // the auth_key request, apart from the writes so that a busy minute cannot stop pages from loading.
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_TOKENS_PER_MINUTE: z.coerce.number().int().positive().default(300),
  // One-time codes one client address may have sent, across numbers, in any hour (docs/decisions/017).
  OTP_SENDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(10),
  // The blog's subscriptions (decision 058): the key that signs the confirmation and unsubscribe links
  // (production must set its own), the confirmation letters one address may be sent in any hour, and the
  // subscription requests one client address may make in an hour, across addresses.
  SUBSCRIPTION_SECRET: z.string().min(32, 'at least 32 characters').default(DEMO_SUBSCRIPTION_SECRET),
  SUBSCRIPTION_MAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(3),
  SUBSCRIPTION_REQUESTS_PER_CLIENT_PER_HOUR: z.coerce.number().int().positive().default(20),
  // Set, the rate limits are kept there, so that every instance counts the same calls.
  REDIS_URL: z
    .string()
    .url()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// address')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('kavacha:'),
  // Statutory charges on every motor policy (domain notes): VAT, stamp duty, Road Safety Fund levy.
  VAT_PERCENT: percent.prefault(18),
  STAMP_DUTY_RUPEES: z.coerce.number().int().min(0).default(25),
  ROAD_SAFETY_FUND_PERCENT: percent.prefault(1),
  // How long a quotation's price holds.
  QUOTE_VALID_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // How soon a new tariff, promotion or vehicle-list entry in the database is used.
  TARIFF_RELOAD_SECONDS: z.coerce.number().int().min(0).default(60),
  SMS_PROVIDER: z.enum(['builtin', 'http']).default('builtin'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_KEY: z.string().min(1).optional(),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // How long a mobile number verified by a one-time code stays verified for buying.
  VERIFIED_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  MAIL_PROVIDER: z.enum(['builtin', 'smtp']).default('builtin'),
  // With MAIL_PROVIDER=smtp: the server mail is handed to (SMTP_SECURE=true for TLS from the start, as on
  // port 465; otherwise STARTTLS when offered), its login if it wants one, and the sender customers see.
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(1).default('Kavacha <cover-notes@kavacha.lk>'),
  // Each of connecting, the server's greeting and any silence during a delivery.
  SMTP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'payhere']).default('sandbox'),
  // The site's address as a payment gateway reaches it, for the notification and return addresses.
  // Required in production; unset in demo mode, each checkout uses the address its request came to.
  PUBLIC_URL: z.string().url().optional(),
  // The built-in sandbox gateway's merchant account: it signs its notifications with this secret.
  SANDBOX_MERCHANT_ID: z.string().min(1).default('KAVACHA-SANDBOX'),
  SANDBOX_MERCHANT_SECRET: z.string().min(16).default('kavacha-sandbox-merchant-secret'),
  // PayHere (payhere.lk): the merchant id and secret of its dashboard; 'sandbox' uses its test site.
  PAYHERE_MERCHANT_ID: z.string().min(1).optional(),
  PAYHERE_MERCHANT_SECRET: z.string().min(1).optional(),
  PAYHERE_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  CRM_PROVIDER: z.enum(['builtin', 'vtiger', 'webhook']).default('builtin'),
  // vtiger's webservice API (document 001 section 7): the site's address (webservice.php is added), the
  // user the site logs in as with that user's access key (My Preferences in vtiger), and the sales user
  // new leads are assigned to.
  VTIGER_URL: z.string().url().optional(),
  VTIGER_USER_NAME: z.string().min(1).optional(),
  VTIGER_ACCESS_KEY: z.string().min(1).optional(),
  VTIGER_ASSIGNED_USER_NAME: z.string().min(1).optional(),
  // With CRM_PROVIDER=webhook: each lead is POSTed as JSON to this address, signed with the secret.
  CRM_WEBHOOK_URL: z.string().url().optional(),
  CRM_WEBHOOK_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  // Each call to the CRM, vtiger or webhook; a slower one fails and the outbox tries again later.
  CRM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // The outbox worker (docs/decisions/008): how often it looks for due messages (a new message wakes it
  // at once), and the retry delay after a failed delivery, doubling per attempt up to the maximum.
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  OUTBOX_RETRY_FIRST_MS: z.coerce.number().int().min(1).default(10_000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  // How often each instance looks for paid applications without a cover note to remind (decision 038).
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(300),
  // How often each instance looks for policies to send renewal reminders for (decision 049).
  RENEWAL_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(3600),
  // How long a shutdown answers /ready with 503 before it stops accepting connections, so that a load
  // balancer sees it and sends new requests elsewhere (docs/decisions/026). Unset: 5 s in production, 0
  // elsewhere (nothing balances a demo or a test).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  // Uploaded documents and cover notes: 'local' keeps them under DATA_DIR/files, 's3' in a bucket of any
  // S3-compatible store (AWS S3, Cloudflare R2, MinIO). Production needs it chosen explicitly.
  STORAGE_PROVIDER: z.enum(['local', 's3']).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  // AWS's region of the bucket; 'auto' for R2; any for MinIO.
  S3_REGION: z.string().min(1).default('us-east-1'),
  // Unset is AWS; R2 and MinIO give theirs (https://<account>.r2.cloudflarestorage.com).
  S3_ENDPOINT: z.string().url().optional(),
  // Bucket in the path (endpoint/bucket/key) rather than the host name: MinIO and most self-hosted stores.
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  // Unset, the AWS SDK finds credentials itself (an instance role, AWS_PROFILE, ...).
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  // Uploads one application takes in 24 hours, all slots together (docs/decisions/019): its three
  // documents and many retakes of a blurred photo; past it the customer is asked to call.
  DOCUMENT_UPLOADS_PER_DAY: z.coerce.number().int().positive().default(30),
  // The operator console's sessions (docs/decisions/041): closed after this long without a call, and
  // this long after the login whatever happens.
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  // The customers' sessions (docs/decisions/047): closed after this long without a call, and this long
  // after the login whatever happens.
  CUSTOMER_SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60),
  CUSTOMER_SESSION_MAX_HOURS: z.coerce.number().int().positive().default(24),
  // /per-day-motor-insurance sends the browser to this site at the same path (document 001, section 2).
  PER_DAY_SITE_URL: siteOrigin.optional(),
  // The raffle draw's winners page, framed at /raffle-draw/winners/; unset, that page says there is none.
  RAFFLE_WINNERS_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'an http:// or https:// address')
    .optional(),
  // Contact details are the operator's to change; the spec does not give them ("not shown").
  HOTLINES: list('Hotline:+94 11 230 0300'),
  CONTACT_EMAIL: z.string().email().default('hello@kavacha.lk'),
  // What an expired policy's 'Renew now and save Rs.…' offers on the personal policies page (issue 23).
  RENEWAL_SAVING_RUPEES: z.coerce.number().int().nonnegative().default(2500),
  COMPANY_ADDRESS: z.string().min(1).default('No. 42, Galle Road, Colombo 03, Sri Lanka'),
  // The broker's licence as the IRCSL granted it, shown on every page (issue 20); production needs it.
  BROKER_LICENCE_STATEMENT: z.string().trim().min(1).optional(),
  // Where customers send requests under the Personal Data Protection Act (the privacy notice names it).
  DATA_PROTECTION_OFFICER_EMAIL: z.string().email().default('privacy@kavacha.lk'),
  // label=url pairs; a link that is not https stops the start rather than vanishing from the footer.
  SOCIAL_LINKS: list(
    'Facebook=https://www.facebook.com/kavacha.lk,Instagram=https://www.instagram.com/kavacha.lk,' +
      'LinkedIn=https://www.linkedin.com/company/kavacha,YouTube=https://www.youtube.com/@kavacha',
  ).pipe(
    z.array(
      z
        .string()
        .regex(/^[^=]+=https:\/\/\S+$/, 'each entry must be label=https://...')
        .transform((entry) => {
          const [label = '', href = ''] = entry.split(/=(.*)/s);
          return { label: label.trim(), href: href.trim() };
        }),
    ),
  ),
});

export type Config = ReturnType<typeof fromEnv>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const config = fromEnv(parsed.data);
  assertUsable(config);
  return config;
}

function fromEnv(e: z.infer<typeof envSchema>) {
  return {
    mode: e.NODE_ENV === 'production' ? ('production' as const) : ('demo' as const),
    dev: e.NODE_ENV === 'development',
    host: e.HOST,
    demoPublic: e.DEMO_PUBLIC,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR ?? './data'),
    dataDirChosen: e.DATA_DIR !== undefined,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webClient: { apiKey: e.WEB_API_KEY, userName: e.WEB_USER_NAME, password: e.WEB_PASSWORD },
    authKeyTtlMs: e.AUTH_KEY_TTL_MINUTES * 60_000,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
      readsPerMinute: e.RATE_LIMIT_READS_PER_MINUTE,
      tokensPerMinute: e.RATE_LIMIT_TOKENS_PER_MINUTE,
      otpSendsPerAddressPerHour: e.OTP_SENDS_PER_ADDRESS_PER_HOUR,
    },
    redis: { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
    subscriptions: {
      secret: e.SUBSCRIPTION_SECRET,
      mailsPerAddressPerHour: e.SUBSCRIPTION_MAILS_PER_ADDRESS_PER_HOUR,
      requestsPerClientPerHour: e.SUBSCRIPTION_REQUESTS_PER_CLIENT_PER_HOUR,
    },
    statutory: {
      vatBp: e.VAT_PERCENT,
      stampDutyCents: e.STAMP_DUTY_RUPEES * 100,
      roadSafetyFundBp: e.ROAD_SAFETY_FUND_PERCENT,
    },
    quoteValidDays: e.QUOTE_VALID_DAYS,
    documentUploadsPerDay: e.DOCUMENT_UPLOADS_PER_DAY,
    staffSession: {
      idleMs: e.STAFF_SESSION_IDLE_MINUTES * 60_000,
      maxMs: e.STAFF_SESSION_MAX_HOURS * 3_600_000,
    },
    customerSession: {
      idleMs: e.CUSTOMER_SESSION_IDLE_MINUTES * 60_000,
      maxMs: e.CUSTOMER_SESSION_MAX_HOURS * 3_600_000,
    },
    tariffReloadMs: e.TARIFF_RELOAD_SECONDS * 1000,
    providers: {
      sms: e.SMS_PROVIDER,
      mail: e.MAIL_PROVIDER,
      payments: e.PAYMENT_PROVIDER,
      crm: e.CRM_PROVIDER,
      storage: e.STORAGE_PROVIDER ?? 'local',
    },
    storageChosen: e.STORAGE_PROVIDER !== undefined,
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      keyHalfGiven: !e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY,
      timeoutMs: e.S3_TIMEOUT_MS,
    },
    vtiger: {
      url: e.VTIGER_URL?.replace(/\/+$/, ''),
      userName: e.VTIGER_USER_NAME,
      accessKey: e.VTIGER_ACCESS_KEY,
      assignedUserName: e.VTIGER_ASSIGNED_USER_NAME,
      timeoutMs: e.CRM_TIMEOUT_MS,
    },
    crmWebhook: { url: e.CRM_WEBHOOK_URL, secret: e.CRM_WEBHOOK_SECRET, timeoutMs: e.CRM_TIMEOUT_MS },
    smsGateway: { url: e.SMS_GATEWAY_URL, key: e.SMS_GATEWAY_KEY, timeoutMs: e.SMS_GATEWAY_TIMEOUT_MS },
    smtp: {
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      secure: e.SMTP_SECURE,
      user: e.SMTP_USER,
      password: e.SMTP_PASSWORD,
      from: e.MAIL_FROM,
      timeoutMs: e.SMTP_TIMEOUT_MS,
    },
    verifiedTokenTtlMs: e.VERIFIED_TOKEN_TTL_MINUTES * 60_000,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    sandboxGateway: { merchantId: e.SANDBOX_MERCHANT_ID, secret: e.SANDBOX_MERCHANT_SECRET },
    payhere: {
      merchantId: e.PAYHERE_MERCHANT_ID,
      secret: e.PAYHERE_MERCHANT_SECRET,
      mode: e.PAYHERE_MODE,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5_000 : 0),
    reminderIntervalMs: e.REMINDER_INTERVAL_SECONDS * 1000,
    renewalIntervalMs: e.RENEWAL_INTERVAL_SECONDS * 1000,
    outbox: {
      pollMs: e.OUTBOX_POLL_MS,
      retry: { firstMs: e.OUTBOX_RETRY_FIRST_MS, maxMs: e.OUTBOX_RETRY_MAX_MS },
    },
    contact: {
      hotlines: e.HOTLINES.map((entry) => {
        const [name, number] = entry.includes(':') ? entry.split(/:(.*)/s) : ['Hotline', entry];
        return { name: name!.trim(), number: number!.trim() };
      }),
      email: e.CONTACT_EMAIL,
      renewalSaving: e.RENEWAL_SAVING_RUPEES,
      address: e.COMPANY_ADDRESS,
      socialLinks: e.SOCIAL_LINKS,
    },
    externalPages: {
      perDaySite: e.PER_DAY_SITE_URL ?? DEMO_PER_DAY_SITE,
      perDaySiteChosen: e.PER_DAY_SITE_URL !== undefined,
      raffleWinners: e.RAFFLE_WINNERS_URL,
    },
    legal: {
      brokerLicence: e.BROKER_LICENCE_STATEMENT ?? DEMO_LICENCE_STATEMENT,
      brokerLicenceChosen: e.BROKER_LICENCE_STATEMENT !== undefined,
      dataProtectionEmail: e.DATA_PROTECTION_OFFICER_EMAIL,
    },
  };
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/** What a chosen provider lacks, in any mode: each named by the settings to give. */
function missingSettings(config: Config): string[] {
  const { providers, smsGateway, smtp, payhere, vtiger, crmWebhook, s3 } = config;
  const needs: [boolean, string][] = [
    [
      providers.sms === 'http' && !(smsGateway.url && smsGateway.key),
      'SMS_PROVIDER=http needs SMS_GATEWAY_URL and SMS_GATEWAY_KEY',
    ],
    [providers.mail === 'smtp' && !smtp.host, 'MAIL_PROVIDER=smtp needs SMTP_HOST'],
    [!smtp.user !== !smtp.password, 'SMTP_USER and SMTP_PASSWORD go together'],
    // One without the other would quietly fall back to whatever credentials the AWS SDK finds itself.
    [s3.keyHalfGiven, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [
      providers.payments === 'payhere' && !(payhere.merchantId && payhere.secret),
      'PAYMENT_PROVIDER=payhere needs PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET',
    ],
    [
      providers.crm === 'vtiger' &&
        !(vtiger.url && vtiger.userName && vtiger.accessKey && vtiger.assignedUserName),
      'CRM_PROVIDER=vtiger needs VTIGER_URL, VTIGER_USER_NAME, VTIGER_ACCESS_KEY and VTIGER_ASSIGNED_USER_NAME',
    ],
    [
      providers.crm === 'webhook' && !(crmWebhook.url && crmWebhook.secret),
      'CRM_PROVIDER=webhook needs CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET',
    ],
    [providers.storage === 's3' && !s3.bucket, 'STORAGE_PROVIDER=s3 needs S3_BUCKET'],
  ];
  return needs.filter(([missing]) => missing).map(([, problem]) => problem);
}

const BUILT_IN = new Map<keyof Config['providers'], string>([
  ['sms', 'builtin'],
  ['mail', 'builtin'],
  ['payments', 'sandbox'],
  ['crm', 'builtin'],
]);

/** What production mode cannot run with: the demo's stand-ins, and what would be unsafe in public. */
function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (!config.databaseUrl) problems.push('DATABASE_URL is not set: production runs on a PostgreSQL server');
  for (const [name, builtIn] of BUILT_IN) {
    if (config.providers[name] === builtIn) {
      problems.push(`${name} provider is the built-in '${builtIn}'`);
    }
  }
  if (!config.storageChosen) {
    problems.push("STORAGE_PROVIDER is not set: choose 's3', or 'local' with DATA_DIR on a persistent disk");
  } else if (config.providers.storage === 'local' && !config.dataDirChosen) {
    problems.push('STORAGE_PROVIDER=local needs DATA_DIR set to a persistent disk');
  }
  const client = config.webClient;
  if (
    client.apiKey === DEFAULT_WEB_CLIENT.apiKey ||
    client.userName === DEFAULT_WEB_CLIENT.userName ||
    client.password === DEFAULT_WEB_CLIENT.password
  ) {
    problems.push('the web machine credential (WEB_API_KEY, WEB_USER_NAME, WEB_PASSWORD) is the default one');
  }
  // The demo's words would tell every customer that nothing bought here is real.
  if (!config.legal.brokerLicenceChosen) problems.push('BROKER_LICENCE_STATEMENT is not set');
  // The demo's secret is in the source: anyone could sign links that subscribe or unsubscribe any address.
  if (config.subscriptions.secret === DEMO_SUBSCRIPTION_SECRET) {
    problems.push('SUBSCRIPTION_SECRET is not set');
  }
  // Without it, the gateway's notification and return addresses would follow the request's Host header.
  if (!config.publicUrl) {
    problems.push('PUBLIC_URL is not set');
  } else {
    if (!isHttpsOrLoopback(config.publicUrl)) {
      problems.push(
        "PUBLIC_URL is not https: payment notifications and customers' links would travel in clear",
      );
    }
  }
  const { perDaySite, perDaySiteChosen, raffleWinners } = config.externalPages;
  if (!perDaySiteChosen) problems.push('PER_DAY_SITE_URL is not set');
  else if (!isHttpsOrLoopback(perDaySite)) problems.push('PER_DAY_SITE_URL is not https');
  if (raffleWinners && !isHttpsOrLoopback(raffleWinners)) problems.push('RAFFLE_WINNERS_URL is not https');
  return problems;
}

/** Plain http only where nothing travels over a network: a test of the production start on one machine. */
function isHttpsOrLoopback(address: string) {
  const url = new URL(address);
  return url.protocol === 'https:' || LOOPBACK.test(url.hostname);
}

function assertUsable(config: Config) {
  const missing = missingSettings(config);
  if (config.mode === 'production') {
    const problems = [...missing, ...productionProblems(config)];
    if (problems.length) throw new Error(`Refusing to start in production mode:\n  ${problems.join('\n  ')}`);
    return;
  }
  if (missing.length) throw new Error(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  if (!config.demoPublic && !LOOPBACK.test(config.host)) {
    throw new Error(
      `Refusing to serve demo mode on HOST=${config.host}: its /dev/outbox page shows everyone's one-time ` +
        'codes. Listen on localhost, or set DEMO_PUBLIC=true for a demo meant to be public, or NODE_ENV=production.',
    );
  }
}
