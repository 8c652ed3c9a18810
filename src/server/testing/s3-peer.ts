// A real S3-protocol server for tests (STORAGE_PROVIDER=s3): s3rver keeps a bucket in a temporary
// directory, behind a front on 127.0.0.1 that checks every request's SigV4 signature against the peer's
// own key pair (s3rver checks only the key id) and refuses, in S3's words, what S3 would refuse. The
// front forwards what passes without its Authorization header, so s3rver takes it as it is.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { KeyPair } from './s3-signature';
import { refusalOf } from './s3-signature';

export interface S3Peer {
  /** STORAGE_PROVIDER=s3 and every S3_* setting that reaches this peer. */
  env: Record<string, string>;
  bucket: string;
  /** The keys of the bucket's objects, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const REGION = 'us-east-1';

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const xmlText = (text: string) =>
  text.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!,
  );

function refuse(response: ServerResponse, code: string, message: string) {
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  response
    .writeHead(403, { 'content-type': 'application/xml', 'x-amz-request-id': requestId })
    .end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
        `<RequestId>${requestId}</RequestId></Error>`,
    );
}

export async function startS3Peer(): Promise<S3Peer> {
  const bucket = `kavacha-${randomBytes(4).toString('hex')}`;
  const keys: KeyPair = {
    accessKeyId: `AKIA${randomBytes(8).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(20).toString('base64url'),
  };
  const directory = await mkdtemp(path.join(tmpdir(), 'kavacha-s3-'));
  const store = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const inner = await store.run();

  /** Sends `body` to s3rver as `request` asked, without its signature; answers s3rver's answer. */
  const forward = (request: IncomingMessage, body: Buffer, response: ServerResponse) =>
    new Promise<void>((resolve, reject) => {
      const { authorization: _signed, 'transfer-encoding': _chunked, ...headers } = request.headers;
      const onward = httpRequest(
        {
          host: inner.address,
          port: inner.port,
          method: request.method,
          path: request.url,
          headers: { ...headers, 'content-length': body.length },
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response).on('finish', resolve).on('error', reject);
        },
      );
      onward.on('error', reject).end(body);
    });

  const front = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const refusal = refusalOf(
        { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body },
        keys,
        REGION,
      );
      if (refusal) return refuse(response, refusal.code, refusal.message);
      await forward(request, body, response);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;

  return {
    env: {
      STORAGE_PROVIDER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      S3_TIMEOUT_MS: '10000',
    },
    bucket,
    // Asked of s3rver itself, past the front: what the bucket holds, whoever wrote it.
    async keys() {
      const listing = await fetch(`http://${inner.address}:${inner.port}/${bucket}?list-type=2`);
      const xml = await listing.text();
      if (!listing.ok || xml.includes('<IsTruncated>true</IsTruncated>')) {
        throw new Error(`S3 peer: listing of ${bucket} answered ${listing.status}: ${xml.slice(0, 200)}`);
      }
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map(([, key = '']) => xmlText(key)).sort();
    },
    async close() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await store.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
