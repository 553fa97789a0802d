import http, { IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../../../config/app-config';
import { FileStorage, ObjectNotFoundError, StoredObject, isObjectKey } from './file-storage';
import { parseListPage } from './s3-list-result';
import { EMPTY_PAYLOAD_SHA256, UNSIGNED_PAYLOAD, amzDate, canonicalQuery, encodePathSegment, signV4 } from './sigv4';

/** Keys per ListObjectsV2 page (S3's maximum). */
const LIST_PAGE_SIZE = 1_000;
/**
 * How long the storage may stay silent before answering (the socket idle while we wait for the answer's
 * head): a storage that hangs fails the call instead of holding it, and the upload behind it, for ever.
 */
const ANSWER_TIMEOUT_MS = 60_000;

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Yandex Object Storage…) through path-style URLs
 * signed with SigV4. Bodies stream straight through node:http with a known Content-Length (S3 refuses
 * chunked uploads without aws-chunked signing); the payload is sent UNSIGNED-PAYLOAD.
 */
export class S3FileStorage implements FileStorage {
  private readonly endpoint: URL;

  /** The bucket and credentials, validated at start (the S3_* variables, src/config/file-storage-config.ts). */
  constructor(private readonly settings: S3StorageConfig) {
    this.endpoint = new URL(settings.endpoint);
  }

  async put(key: string, content: Readable, contentType: string, size?: number, signal?: AbortSignal): Promise<void> {
    if (size === undefined) throw new Error('S3 uploads need the content length');
    const response = await this.send(
      'PUT',
      this.objectPath(key),
      {},
      { 'content-type': contentType, 'content-length': String(size) },
      content,
      signal,
    );
    await expectStatus(response, [200], `PUT ${key}`);
  }

  async get(key: string): Promise<Readable> {
    const response = await this.send('GET', this.objectPath(key), {}, {});
    if (response.statusCode === 404) {
      response.resume();
      throw new ObjectNotFoundError(key);
    }
    if (response.statusCode !== 200) await expectStatus(response, [200], `GET ${key}`);
    return response;
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', this.objectPath(key), {}, {});
    await expectStatus(response, [200, 204, 404], `DELETE ${key}`);
  }

  /** ListObjectsV2, page after page; keys that objectKey() did not make are someone else's and left out. */
  async *list(): AsyncIterable<StoredObject[]> {
    let token: string | undefined;
    do {
      const query: Record<string, string> = { 'list-type': '2', 'max-keys': String(LIST_PAGE_SIZE), 'encoding-type': 'url' };
      if (token !== undefined) query['continuation-token'] = token;
      const response = await this.send('GET', this.bucketPath(), query, {});
      const page = parseListPage(await expectStatus(response, [200], `GET ${this.settings.bucket} (list)`));
      yield page.objects.filter((object) => isObjectKey(object.key));
      token = page.nextToken;
    } while (token !== undefined);
  }

  /** A PUT is stored whole or not at all: an interrupted write leaves nothing to remove. */
  removeUnfinishedWrites(): Promise<number> {
    return Promise.resolve(0);
  }

  private bucketPath(): string {
    return `${this.endpoint.pathname.replace(/\/+$/, '')}/${encodePathSegment(this.settings.bucket)}`;
  }

  private objectPath(key: string): string {
    return `${this.bucketPath()}/${key.split('/').map(encodePathSegment).join('/')}`;
  }

  private send(
    method: string,
    path: string,
    query: Record<string, string>,
    extraHeaders: Record<string, string>,
    body?: Readable,
    signal?: AbortSignal,
  ): Promise<IncomingMessage> {
    const headers: Record<string, string> = {
      host: this.endpoint.host,
      'x-amz-date': amzDate(new Date()),
      'x-amz-content-sha256': body ? UNSIGNED_PAYLOAD : EMPTY_PAYLOAD_SHA256,
      ...extraHeaders,
    };
    headers.authorization = signV4(
      { method, path, query, headers },
      { accessKey: this.settings.accessKey, secretKey: this.settings.secretKey, region: this.settings.region, service: 's3' },
    );
    const search = canonicalQuery(query);
    const client = this.endpoint.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        {
          method,
          protocol: this.endpoint.protocol,
          hostname: this.endpoint.hostname,
          port: this.endpoint.port,
          path: search ? `${path}?${search}` : path,
          headers,
          signal,
        },
        (response) => {
          // Answered: from here the caller reads at its own pace (a download streams to a slow client).
          request.setTimeout(0);
          resolve(response);
        },
      );
      request.setTimeout(ANSWER_TIMEOUT_MS, () =>
        request.destroy(new Error(`object storage did not answer ${method} within ${ANSWER_TIMEOUT_MS} ms`)),
      );
      request.on('error', reject);
      if (body) {
        body.on('error', (error) => request.destroy(error));
        body.pipe(request);
      } else {
        request.end();
      }
    });
  }
}

/** Reads the whole answer; rejects naming the call when its status is not one of `expected`. */
async function expectStatus(response: IncomingMessage, expected: number[], what: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!expected.includes(response.statusCode ?? 0)) {
    throw new Error(`object storage answered ${response.statusCode} to ${what}: ${text.slice(0, 300)}`);
  }
  return text;
}
