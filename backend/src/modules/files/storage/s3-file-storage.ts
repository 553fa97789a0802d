import http, { IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../../../config/app-config';
import { FileStorage, ObjectNotFoundError } from './file-storage';
import { EMPTY_PAYLOAD_SHA256, UNSIGNED_PAYLOAD, amzDate, encodePathSegment, signV4 } from './sigv4';

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

  async put(key: string, content: Readable, contentType: string, size?: number): Promise<void> {
    if (size === undefined) throw new Error('S3 uploads need the content length');
    const response = await this.send('PUT', key, { 'content-type': contentType, 'content-length': String(size) }, content);
    await expectStatus(response, [200], `PUT ${key}`);
  }

  async get(key: string): Promise<Readable> {
    const response = await this.send('GET', key, {});
    if (response.statusCode === 404) {
      response.resume();
      throw new ObjectNotFoundError(key);
    }
    if (response.statusCode !== 200) await expectStatus(response, [200], `GET ${key}`);
    return response;
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key, {});
    await expectStatus(response, [200, 204, 404], `DELETE ${key}`);
  }

  private send(method: string, key: string, extraHeaders: Record<string, string>, body?: Readable): Promise<IncomingMessage> {
    const basePath = this.endpoint.pathname.replace(/\/+$/, '');
    const path = `${basePath}/${encodePathSegment(this.settings.bucket)}/${key.split('/').map(encodePathSegment).join('/')}`;
    const headers: Record<string, string> = {
      host: this.endpoint.host,
      'x-amz-date': amzDate(new Date()),
      'x-amz-content-sha256': body ? UNSIGNED_PAYLOAD : EMPTY_PAYLOAD_SHA256,
      ...extraHeaders,
    };
    headers.authorization = signV4(
      { method, path, headers },
      { accessKey: this.settings.accessKey, secretKey: this.settings.secretKey, region: this.settings.region, service: 's3' },
    );
    const client = this.endpoint.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        { method, protocol: this.endpoint.protocol, hostname: this.endpoint.hostname, port: this.endpoint.port, path, headers },
        resolve,
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

async function expectStatus(response: IncomingMessage, expected: number[], what: string): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  if (!expected.includes(response.statusCode ?? 0)) {
    const detail = Buffer.concat(chunks).toString('utf8').slice(0, 300);
    throw new Error(`object storage answered ${response.statusCode} to ${what}: ${detail}`);
  }
}
