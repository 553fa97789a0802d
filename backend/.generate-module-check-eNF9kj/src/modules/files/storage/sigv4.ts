import { createHash, createHmac } from 'node:crypto';

/** Payload hash for requests whose body is streamed without being hashed first (allowed over HTTPS and by S3-compatible services). */
export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const EMPTY_PAYLOAD_SHA256 = createHash('sha256').update('').digest('hex');

export interface SigV4Credentials {
  accessKey: string;
  secretKey: string;
  region: string;
  service: string;
}

export interface SignableRequest {
  method: string;
  /** Path as sent, already URI-encoded per segment. */
  path: string;
  /** Query parameters, not encoded (send them as canonicalQuery() writes them). */
  query?: Readonly<Record<string, string>>;
  /** Headers to sign; `host`, `x-amz-date` and `x-amz-content-sha256` must be among them. */
  headers: Record<string, string>;
}

/**
 * AWS Signature Version 4 of a request. Returns the `Authorization` header value. Written out rather than
 * pulled in with an SDK: it is forty lines and the whole S3 surface we use is PUT, GET and DELETE of one
 * object and listing the bucket (ListObjectsV2).
 */
export function signV4(request: SignableRequest, credentials: SigV4Credentials): string {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const amzDate = headers.find(([name]) => name === 'x-amz-date')?.[1];
  const payloadHash = headers.find(([name]) => name === 'x-amz-content-sha256')?.[1];
  if (!amzDate || !payloadHash) throw new Error('x-amz-date and x-amz-content-sha256 must be signed');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path,
    canonicalQuery(request.query ?? {}),
    ...headers.map(([name, value]) => `${name}:${value}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const dateKey = hmac(`AWS4${credentials.secretKey}`, day);
  const signingKey = hmac(hmac(hmac(dateKey, credentials.region), credentials.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${credentials.accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/**
 * The canonical query string of SigV4: every name and value RFC 3986-encoded, sorted by name. It is also
 * what a request must send, so that what is signed is what the server sees.
 */
export function canonicalQuery(query: Readonly<Record<string, string>>): string {
  return Object.entries(query)
    .map(([name, value]) => [encodePathSegment(name), encodePathSegment(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** `20130524T000000Z` for a date. */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 3986 encoding of one path segment, as SigV4 canonical URIs require. */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}
