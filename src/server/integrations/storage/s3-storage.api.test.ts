import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import type { S3Peer } from '#server/testing/s3-peer';
import { startS3Peer } from '#server/testing/s3-peer';
import { s3Storage } from './s3-storage';

// The adapter against a real S3-protocol server (s3rver behind a SigV4 check), set up as the app sets it
// up: from the configuration the peer's settings make.

let peer: S3Peer;
beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(() => peer.close());

const settings = (env: Record<string, string> = {}) => loadConfig({ ...peer.env, ...env }).s3;
const newKey = () => randomBytes(18).toString('base64url');

// Stand-ins for a store that records what it is sent, or never answers.
const listening = (server: Server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const addressOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const closed = (server: Server) => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
};

describe('s3Storage', () => {
  it('keeps, returns and deletes bytes under a key, in the bucket', async () => {
    const storage = s3Storage(settings());
    const key = newKey();
    const data = randomBytes(300_000);
    await storage.put(key, data);
    expect(await peer.keys()).toContain(key);
    expect(await storage.get(key)).toEqual(data);
    await storage.delete(key);
    expect(await peer.keys()).not.toContain(key);
    expect(await storage.get(key)).toBeUndefined();
  });

  it('answers undefined for a key it does not hold, and deletes one without an error', async () => {
    const storage = s3Storage(settings());
    const key = newKey();
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses a key that is no storage key before asking the store', async () => {
    const storage = s3Storage(settings());
    for (const key of ['../other-bucket/x', 'short', `${newKey()}/nested`]) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('not a storage key');
      await expect(storage.get(key)).rejects.toThrow('not a storage key');
    }
  });

  it('is refused with a wrong secret or key id, and says so without the secret', async () => {
    const key = newKey();
    const wrongSecret = 'not-the-secret-of-this-store-0123456789';
    const refused = s3Storage(settings({ S3_SECRET_ACCESS_KEY: wrongSecret }));
    const failure = await refused.put(key, Buffer.from('x')).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(
      `S3 put of ${key} in bucket ${peer.bucket} failed: 403 SignatureDoesNotMatch: ` +
        'The request signature we calculated does not match the signature you provided',
    );
    expect((failure as Error).message).not.toContain(wrongSecret);
    await expect(refused.get(key)).rejects.toThrow('403 SignatureDoesNotMatch');

    const unknown = s3Storage(settings({ S3_ACCESS_KEY_ID: 'AKIAUNKNOWN' }));
    await expect(unknown.put(key, Buffer.from('x'))).rejects.toThrow('403 InvalidAccessKeyId');
    expect(await peer.keys()).not.toContain(key);
  });

  it('refuses an unsigned request, as a private bucket does', async () => {
    const key = newKey();
    await s3Storage(settings()).put(key, Buffer.from('private'));
    const anonymous = await fetch(`${peer.env.S3_ENDPOINT}/${peer.bucket}/${key}`);
    expect(anonymous.status).toBe(403);
    expect(await anonymous.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('sends no checksum the store did not ask for (R2 and MinIO refuse the SDK default ones)', async () => {
    const received: { url: string; headers: IncomingHttpHeaders }[] = [];
    const recorder = createServer((request, response) => {
      received.push({ url: request.url!, headers: request.headers });
      request.resume().on('end', () => response.writeHead(200).end());
    });
    await listening(recorder);
    try {
      const storage = s3Storage(settings({ S3_ENDPOINT: addressOf(recorder) }));
      await storage.put(newKey(), randomBytes(1000));
      expect(received).toHaveLength(1);
      const names = Object.keys(received[0]!.headers);
      expect(names.filter((name) => name.includes('checksum'))).toEqual([]);
      expect(received[0]!.headers['content-encoding']).toBeUndefined();
      expect(received[0]!.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await closed(recorder);
    }
  });

  it('gives up on a store that does not answer within S3_TIMEOUT_MS', async () => {
    // Takes every request and never answers it.
    const silent = createServer(() => {});
    await listening(silent);
    try {
      const storage = s3Storage(settings({ S3_ENDPOINT: addressOf(silent), S3_TIMEOUT_MS: '300' }));
      const key = newKey();
      const started = Date.now();
      await expect(storage.get(key)).rejects.toThrow(
        `S3 get of ${key} in bucket ${peer.bucket} took longer than 300 ms`,
      );
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('took longer than 300 ms');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await closed(silent);
    }
  });
});
