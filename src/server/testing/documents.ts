// Documents for API tests, as the uploader page sends them: an application bought through the real app,
// multipart uploads encoded by the platform's own FormData, and sample files that are real images and a
// real PDF (or, to be refused, a program named .jpg). `submittedApplication` gives the payment tests an
// application whose documents were submitted and whose answers were declared true (docs/decisions/038).
import { count, eq } from 'drizzle-orm';
import { DOCUMENT_SLOTS, ONLINE_APP_CODE } from '#domain/motor/documents';
import type { Db } from '../db/client';
import { applicationDocuments, applicationEvents, companies, documentUploads } from '../db/schema';
import type { TestCustomer } from './purchases';
import { priced, purchaseClient } from './purchases';
import { refusalChecker } from './envelopes';
import type { TestApp } from './test-app';
import { authKeyFor } from './test-app';

export interface SampleFile {
  name: string;
  /** The media type the browser sends, which the server ignores. */
  type: string;
  content: Buffer;
}

const sample = (name: string, type: string, content: Buffer): SampleFile => ({ name, type, content });

/** A one-page PDF, its cross-reference table pointing at each object as a reader expects. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = text.length;
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

// A 2x2 PNG and JPEG drawn by Chromium's canvas and a 1x1 GIF, each checked to decode in Chromium.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWKSz3/9H4SZGKAAAAAA//+5STMJAAAABklEQVQDAD/UBPU9Ed3iAAAAAElFTkSuQmCC';
const JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/' +
  '2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQAB' +
  'AQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIR' +
  'AxEAPwCEBRh3/9k=';
const GIF = 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export const SAMPLE_FILES = {
  png: sample('registration.png', 'image/png', Buffer.from(PNG, 'base64')),
  jpeg: sample('nic-front.jpeg', 'image/jpeg', Buffer.from(JPEG, 'base64')),
  pdf: sample('nic-back.pdf', 'application/pdf', onePagePdf()),
  gif: sample('scan.gif', 'image/gif', Buffer.from(GIF, 'base64')),
  // A Windows program (its 'MZ' header) named and sent as a photo.
  exe: sample('photo.jpg', 'image/jpeg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126)])),
};

/** A PNG (by its signature) of exactly `bytes` bytes, to try the size limit with. */
export const pngOfSize = (bytes: number): SampleFile =>
  sample(
    'large.png',
    'image/png',
    Buffer.concat([SAMPLE_FILES.png.content, Buffer.alloc(bytes - SAMPLE_FILES.png.content.length)]),
  );

export const ELEVEN_MB = 11 * 1024 * 1024;

/** A multipart body as a browser's FormData sends it: the text fields, then the file parts `asset`. */
export async function multipart(
  fields: Record<string, string>,
  file?: SampleFile | SampleFile[],
  { fileFirst = false, fileField = 'asset' } = {},
) {
  const form = new FormData();
  const appendFile = () => {
    for (const each of [file ?? []].flat())
      form.append(fileField, new Blob([new Uint8Array(each.content)], { type: each.type }), each.name);
  };
  if (fileFirst) appendFile();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (!fileFirst) appendFile();
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

interface UploadOptions {
  /** The text fields sent, in place of the slot's id and the hash. */
  fields?: Record<string, string>;
  /** Sends the file part before the fields, as a form may. */
  fileFirst?: boolean;
  /** The name of the file part, in place of `asset`. */
  fileField?: string;
}

// The customer who buys the applications of a test app (one per app: a number gets 3 codes in 15 minutes).
const MOBILE = '760600001';
const customers = new WeakMap<TestApp, Promise<TestCustomer>>();

/**
 * Applications through `app` and the document calls on them; `db` is the app's database and `storedKeys`
 * the test app's list of its stored files, which `stored` then counts too.
 */
export async function documentClient(app: TestApp, db: Db, storedKeys?: () => Promise<string[]>) {
  const purchases = await purchaseClient(app, db);
  const authKey = await authKeyFor(app);
  const call = async (url: string, payload: object | Buffer, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { auth_key: authKey, ...headers },
    });
    return { status: response.statusCode, body: response.json() };
  };

  /** A new application: the customer buys the cheapest quotation of a new quote made with `quoteFields`. */
  async function application(
    quoteFields: Record<string, unknown> = {},
    cover: 'C' | 'T' = 'C',
    buyFields: object = {},
  ) {
    if (!customers.has(app)) customers.set(app, purchases.customers.customer(MOBILE));
    const customer = await customers.get(app)!;
    const quote = await purchases.quoting.premiums(quoteFields, cover);
    const item = priced(quote)[0]!;
    const bought = await purchases.buy(customer, quote, item, buyFields);
    if (bought.status !== 200) throw new Error(`not bought: ${JSON.stringify(bought.body)}`);
    const row = await purchases.applicationOf(bought.body.data.pay_sec_hash);
    return {
      paySecHash: row.paySecHash,
      reqKey: row.reqKey,
      applicationId: row.id,
      row,
      quote,
      item,
      customer,
    };
  }

  const get = (hash_code: string) => call('/v3/documents/get_documents', { hash_code });

  /** Sends `file` to the slot `id` (the slot's row id); `fields` replaces the text fields sent. */
  async function upload(
    hash_code: string,
    id: number,
    file?: SampleFile,
    { fields = { id: String(id), hash_code }, ...options }: UploadOptions = {},
  ) {
    const { payload, contentType } = await multipart(fields, file, options);
    return call('/v3/documents/upload_documents', payload, { 'content-type': contentType });
  }

  /** What the document calls write: rows of uploads and events, every slot, and the files stored. */
  const stored = async () => ({
    uploads: (await db.select({ n: count() }).from(documentUploads))[0]!.n,
    events: (await db.select({ n: count() }).from(applicationEvents))[0]!.n,
    slots: await db.select().from(applicationDocuments).orderBy(applicationDocuments.id),
    files: storedKeys ? await storedKeys() : [],
  });

  /** The slots' row ids by doc_id. */
  async function slotIds(hash_code: string): Promise<Record<number, number>> {
    const { body } = await get(hash_code);
    return Object.fromEntries(
      body.data.documents.map((d: { doc_id: number; id: number }) => [d.doc_id, d.id]),
    );
  }

  return {
    call,
    purchases,
    application,
    get,
    upload,
    slotIds,
    remove: (hash_code: string, id: number) => call('/v3/documents/remove_document', { id, hash_code }),
    submit: (hash_code: string, app_code?: string) =>
      call('/v3/documents/submit-for-review', { hash_code, app_code }),
    review: (hash_code: string, doc_id: number, status: number, reason?: string) =>
      call('/dev/documents/review', { hash_code, doc_id, status, reason }),
    /** GETs a file URL as an <img> does: without an auth_key. */
    file: (url: string) => app.inject({ method: 'GET', url }),

    /** Uploads the sample PNG, JPEG and PDF to the three slots, in the page's order. */
    async uploadAll(hash_code: string) {
      const ids = await slotIds(hash_code);
      const files = [SAMPLE_FILES.png, SAMPLE_FILES.jpeg, SAMPLE_FILES.pdf];
      for (const [index, { doc_id }] of DOCUMENT_SLOTS.entries()) {
        const uploaded = await upload(hash_code, ids[doc_id]!, files[index]);
        if (uploaded.status !== 200) throw new Error(`not uploaded: ${JSON.stringify(uploaded.body)}`);
      }
    },

    stored,
    /** Expects `call` to be answered `status` and `body`, and nothing to be written or stored. */
    expectRefused: refusalChecker(stored),
    uploadsOf: (documentId: number) =>
      db.select().from(documentUploads).where(eq(documentUploads.documentId, documentId)),
  };
}

export type DocumentClient = Awaited<ReturnType<typeof documentClient>>;

/**
 * The declaration before payment (docs/decisions/038) as the review page makes it: the answers confirmed,
 * the first insurer as the source of a no-claim bonus, no consent; `changes` replace any of it.
 */
export async function declareAnswers(
  app: TestApp,
  db: Db,
  hash_code: string,
  changes: Record<string, unknown> = {},
) {
  const headers = { auth_key: await authKeyFor(app) };
  const review = await app.inject({ url: `/v3/applications/review?hash_code=${hash_code}`, headers });
  const ncb = review.json().data?.answers.ncb ?? null;
  const [insurer] = await db.select({ id: companies.id }).from(companies).where(eq(companies.type, 'I'));
  const previous_insurer = ncb !== null && ncb !== '0' ? String(insurer!.id) : undefined;
  const payload = {
    hash_code,
    ncb,
    answers_true: true,
    previous_insurer,
    contact_consent: false,
    ...changes,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/v3/applications/declaration',
    headers,
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/**
 * A new application of `app` whose three documents were uploaded and submitted with app_code ONLINE: its
 * status is 'submitted', and unless `declared` is false its answers are declared, so it can be paid. The
 * app's write rate limit must allow about 10 calls each.
 */
export async function submittedApplication(
  app: TestApp,
  db: Db,
  { declared = true, quoteFields = {} as Record<string, unknown> } = {},
) {
  const documents = await documentClient(app, db);
  const bought = await documents.application(quoteFields);
  await documents.uploadAll(bought.paySecHash);
  const submitted = await documents.submit(bought.paySecHash, ONLINE_APP_CODE);
  if (submitted.status !== 200) throw new Error(`not submitted: ${JSON.stringify(submitted.body)}`);
  if (declared) {
    const declaration = await declareAnswers(app, db, bought.paySecHash);
    if (declaration.status !== 200) throw new Error(`not declared: ${JSON.stringify(declaration.body)}`);
  }
  return {
    paySecHash: bought.paySecHash,
    reqKey: bought.reqKey,
    applicationId: bought.applicationId,
    amountCents: bought.row.amountCents,
    quote: bought.quote,
    item: bought.item,
  };
}
