import { deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { BUY_PATHS } from '#domain/motor/purchase-paths';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { PERSONAL_INFO } from '#server/testing/customers';
import type { Quote } from './motor-quotes';
import { freshMobile, lastCode } from './one-time-codes';

// Purchases for the documents and payment journeys, made through the site's own API over HTTP as the
// personal-information page makes them (a verified mobile, a registered customer, the buy call), and
// documents uploaded and submitted the same way, so a test can start at the step it is about.

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export async function purchaseApi(origin: string) {
  const send = async (path: string, init: RequestInit & { headers?: Record<string, string> }) => {
    const response = await fetch(`${origin}${path}`, init);
    const envelope = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  const { auth_key: authKey } = await send('/v2/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': 'kavacha-web' },
    body: JSON.stringify({ user_name: 'web', password: 'web-public' }),
  });
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth_key: authKey, ...headers },
      body: JSON.stringify(body),
    });

  return {
    /** Buys the cheapest priced quotation of `quote` (or `item`) for a new customer; the pay_sec_hash. */
    async buy(quote: Quote, item?: QuotationItem): Promise<string> {
      const chosen = item ?? quote.quotations.find((quotation) => quotation.total_premium !== null)!;
      const mobile = freshMobile();
      const challenge = await post('/otp-auth-api/v2/otp/generate', {
        mobile_number: mobile,
        email: PERSONAL_INFO.email,
      });
      const { token } = await post('/otp-auth-api/v2/otp/verify', {
        token: challenge.token,
        otp_code: await lastCode(origin, mobile),
      });
      const verified = { [VERIFIED_TOKEN_HEADER]: token };
      const { customer_id } = await post(
        '/consumer-api/v3/register',
        { ...PERSONAL_INFO, mobile_number: mobile },
        verified,
      );
      const coverType = quote.params.cover_type === 'C' ? 'C' : 'T';
      const { pay_sec_hash } = await post(
        BUY_PATHS[coverType],
        {
          ...PERSONAL_INFO,
          mobile_number: mobile,
          unq_hash: quote.unqHash,
          quote_number: chosen.qot_number,
          customer_id,
          cover_type: coverType,
          is_promo: coverType === 'C' ? '1' : '0',
          payment_type: 'FP',
          payment_media: 'ONLINE',
          ins_main_cat: 'MOTOR',
          ins_sub_cat: quote.params.vehicle_type,
        },
        verified,
      );
      return pay_sec_hash as string;
    },

    async documents(hashCode: string) {
      return post('/v3/documents/get_documents', { hash_code: hashCode });
    },

    /** Uploads `files` into the slots in their order (registration, NIC front, NIC back). */
    async upload(hashCode: string, files: TestFile[]) {
      const { documents } = await this.documents(hashCode);
      for (const [index, file] of files.entries()) {
        const form = new FormData();
        form.append('id', String(documents[index].id));
        form.append('hash_code', hashCode);
        form.append('asset', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
        await send('/v3/documents/upload_documents', {
          method: 'POST',
          headers: { auth_key: authKey },
          body: form,
        });
      }
    },

    /**
     * Submits the documents and, unless `declare` is false, declares the answers true, as the uploader and
     * the review before payment do (docs/decisions/038).
     */
    async submit(hashCode: string, { declare = true } = {}) {
      const submitted = await post('/v3/documents/submit-for-review', {
        hash_code: hashCode,
        app_code: 'ONLINE',
      });
      if (!declare) return submitted;
      const headers = { auth_key: authKey };
      const review = await send(`/v3/applications/review?hash_code=${hashCode}`, { headers });
      const { ncb } = review.answers;
      const [insurer] = await send('/v1/company/get?type=I', { headers });
      return post('/v3/applications/declaration', {
        hash_code: hashCode,
        ncb,
        answers_true: true,
        previous_insurer: ncb !== null && ncb !== '0' ? String(insurer.id) : undefined,
        contact_consent: false,
      });
    },

    /** A payment attempt, as the Pay button makes it: its order_id and the gateway's form. */
    checkout: (hashCode: string) => post('/v3/payments/checkout', { hash_code: hashCode }),

    /** Pays an attempt at the sandbox gateway as its page would: the checkout's fields and a card. */
    payAtGateway: async (
      checkout: { action: string; fields: Record<string, string> },
      cardNumber: string,
    ) => {
      const response = await fetch(checkout.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...checkout.fields,
          card_holder_name: 'K A Perera',
          card_number: cardNumber,
          card_expiry: `12/${(new Date().getFullYear() + 1) % 100}`,
          card_cvv: '123',
        }),
      });
      if (!response.ok) throw new Error(`gateway: ${response.status} ${await response.text()}`);
    },

    /** Buys `quote`, uploads `files` and submits them: the pay_sec_hash of an application ready to pay. */
    async submitted(quote: Quote, files: TestFile[]): Promise<string> {
      const hash = await this.buy(quote);
      await this.upload(hash, files);
      await this.submit(hash);
      return hash;
    },

    /** Buys `quote`, uploads and submits `files`, pays with a test card: the proposal's req_key. */
    async paidProposal(quote: Quote, files: TestFile[]): Promise<string> {
      const hash = await this.submitted(quote, files);
      await this.payAtGateway(await this.checkout(hash), '4242424242424242');
      let reqKey: string | null = null;
      // The gateway's notification reaches the shop on its own; the summary says once it has.
      await expect
        .poll(async () => {
          ({ req_key: reqKey } = await send(`/v3/payments/summary?hash_code=${hash}`, {
            headers: { auth_key: authKey },
          }));
          return reqKey;
        })
        .not.toBeNull();
      return reqKey!;
    },

    /** The insurer's decision on a submitted document (demo mode's stand-in for its back office). */
    review: (hashCode: string, docId: number, status: 3 | 4, reason?: string) =>
      post('/dev/documents/review', { hash_code: hashCode, doc_id: docId, status, reason }),
  };
}

// Small real files, made here so the server's checks by content see the real thing.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of `width` x `height`: a card-like picture, a coloured band on a light background. */
export function testPng(
  name: string,
  [red, green, blue]: [number, number, number],
  width = 240,
  height = 150,
) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      const band = y < height / 3 || (x > width * 0.1 && x < width * 0.35 && y > height * 0.45);
      rows.set(band ? [red, green, blue] : [241, 245, 249], row + 1 + x * 3);
    }
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer } satisfies TestFile;
}

/** A real one-page PDF saying `text`, with a correct cross-reference table. */
export function testPdf(name: string, text: string): TestFile {
  const stream = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf, 'latin1') };
}
