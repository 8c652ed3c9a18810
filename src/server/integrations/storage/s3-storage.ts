// Files in a bucket of any S3-compatible store (STORAGE_PROVIDER=s3): AWS S3, Cloudflare R2, MinIO. The
// object's name is the storage key itself, checked as the local storage checks it. Each call, retries
// included, is bounded by S3_TIMEOUT_MS; a failure names the call, bucket, key and the store's answer,
// never the credentials (docs/decisions/028).
import type { S3ServiceException } from '@aws-sdk/client-s3';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '#server/config';
import type { Storage } from './storage';
import { assertKey } from './storage';

export function s3Storage(settings: Config['s3']): Storage {
  const { bucket, region, endpoint, forcePathStyle, credentials, timeoutMs } = settings;
  if (!bucket) throw new Error('STORAGE_PROVIDER=s3 needs S3_BUCKET');
  const client = new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials,
    // The SDK's default since 2025 adds CRC checksums to every upload and checks them on every download;
    // R2, MinIO and older stores refuse or lack them. Checksums only where the API demands one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  /** Runs `call` on `key` within the time limit; its failure says what failed and how. */
  async function bounded<T>(operation: string, key: string, call: (abortSignal: AbortSignal) => Promise<T>) {
    assertKey(key);
    const abortSignal = AbortSignal.timeout(timeoutMs);
    try {
      return await call(abortSignal);
    } catch (error) {
      const where = `S3 ${operation} of ${key} in bucket ${bucket}`;
      if (abortSignal.aborted) throw new Error(`${where} took longer than ${timeoutMs} ms`);
      throw new Error(`${where} failed: ${describe(error)}`);
    }
  }

  return {
    async put(key, data) {
      await bounded('put', key, (abortSignal) =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data }), { abortSignal }),
      );
    },
    get(key) {
      return bounded('get', key, async (abortSignal) => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), {
            abortSignal,
          });
          const bytes = await object.Body!.transformToByteArray();
          return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        } catch (error) {
          if (isAbsent(error)) return undefined;
          throw error;
        }
      });
    },
    async delete(key) {
      // S3 answers 204 for a key it does not hold; a store that says 404 instead means the same.
      await bounded('delete', key, async (abortSignal) => {
        try {
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }), { abortSignal });
        } catch (error) {
          if (!isAbsent(error)) throw error;
        }
      });
    },
  };
}

function isServiceError(error: unknown): error is S3ServiceException {
  return error instanceof Error && '$metadata' in error;
}

function isAbsent(error: unknown) {
  return isServiceError(error) && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

// The store's status, error code and message (S3's own words: they name no secret), or the network's.
function describe(error: unknown) {
  if (!isServiceError(error)) return error instanceof Error ? error.message : String(error);
  const status = error.$metadata.httpStatusCode;
  return `${status ?? 'no answer'} ${error.name}: ${error.message}`;
}
