// AWS Signature Version 4 as S3 checks it, for the S3 peer of the tests (s3-peer.ts). s3rver reads the
// access key id of a V4 request and nothing more, so a wrong secret would pass it; this checks the whole
// signature, computed here from the request with node:crypto alone (not by the SDK that signed it):
// https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export interface SignedRequest {
  method: string;
  /** The path and query as sent ('/bucket/key?x-id=PutObject'). */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface KeyPair {
  accessKeyId: string;
  secretAccessKey: string;
}

/** Why S3 would refuse the request: its error code (the status is 403) and message. */
export interface Refusal {
  code: string;
  message: string;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;
const SKEW_MS = 15 * 60_000;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

// RFC 3986 unreserved characters stay; everything else is %XX, as SigV4 wants (encodeURIComponent
// leaves !'()* alone).
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(query: string) {
  return query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return [encode(decodeURIComponent(name)), encode(decodeURIComponent(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const headerValue = (value: string | string[] | undefined) =>
  [value ?? ''].flat().join(',').trim().replace(/\s+/g, ' ');

/** Undefined when `request` is signed with `keys` for `region`'s S3; else S3's reason to refuse it. */
export function refusalOf(request: SignedRequest, keys: KeyPair, region: string): Refusal | undefined {
  const authorization = request.headers.authorization;
  if (!authorization) return { code: 'AccessDenied', message: 'Anonymous access is refused' };
  const match = AUTHORIZATION.exec(authorization);
  if (!match) return { code: 'AuthorizationHeaderMalformed', message: `Expected ${ALGORITHM} header auth` };
  const [, credential = '', signedHeaderList = '', signature = ''] = match;
  const [accessKeyId, day = '', scopeRegion, service, terminator] = credential.split('/');
  if (accessKeyId !== keys.accessKeyId) {
    return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist' };
  }
  const amzDate = headerValue(request.headers['x-amz-date']);
  const time = Date.parse(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (Number.isNaN(time) || Math.abs(Date.now() - time) > SKEW_MS) {
    return { code: 'RequestTimeTooSkewed', message: 'x-amz-date is missing or too far from now' };
  }
  if (
    day !== amzDate.slice(0, 8) ||
    scopeRegion !== region ||
    service !== 's3' ||
    terminator !== 'aws4_request'
  ) {
    return { code: 'AuthorizationHeaderMalformed', message: `The credential scope is not ${region}'s S3` };
  }
  const payloadHash = headerValue(request.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(request.body)) {
    return { code: 'XAmzContentSHA256Mismatch', message: 'x-amz-content-sha256 is not the hash of the body' };
  }
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) {
    return { code: 'AccessDenied', message: 'host and x-amz-date must be signed' };
  }
  const [path = '', query = ''] = request.url.split(/\?(.*)/s);
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery(query),
    ...signedHeaders.map((name) => `${name}:${headerValue(request.headers[name])}`),
    '',
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), region), 's3'), 'aws4_request');
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return {
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided',
    };
  }
  return undefined;
}
