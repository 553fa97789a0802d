import { PayloadTooLargeException } from '@nestjs/common';
import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { FieldError } from '../../../common/errors/error-body';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { contentProblem } from '../content/declared-type';
import { FORMAT_INFO } from '../content/file-formats';
import { FileStorage, objectKey } from '../storage/file-storage';
import { FileTooLargeError, spoolToFile } from './spool';
import { ReceivedUpload } from './received-upload';
import type { StagedFile, UploadSpec } from './upload-spec';

/** Room for part headers and text fields on top of the files themselves. */
const ENVELOPE_BYTES = 1_048_576;
const MAX_FIELD_BYTES = 1_048_576;

/**
 * Reads a multipart/form-data request as it arrives: every file part is streamed into a temporary file
 * (limit, hash and content type checked on the way), then moved into the object storage; text parts are
 * kept. Any problem deletes what this request stored before the error is thrown, so a refused request
 * leaves nothing behind.
 */
export async function receiveMultipart(request: IncomingMessage, spec: UploadSpec, storage: FileStorage, spoolDir: string): Promise<ReceivedUpload> {
  if (!isMultipart(request)) {
    throw FieldValidationException.single('body', 'request must be multipart/form-data');
  }
  refuseOversizedBody(request, spec);
  await mkdir(spoolDir, { recursive: true });
  const receiver = new Receiver(request, spec, storage, spoolDir);
  return receiver.run();
}

/** A declared Content-Length that cannot fit the limits is refused before a byte is read. */
function refuseOversizedBody(request: IncomingMessage, spec: UploadSpec): void {
  const declared = Number(request.headers['content-length']);
  if (!Number.isFinite(declared)) return;
  const allowed = Object.values(spec.files).reduce((sum, rule) => sum + rule.maxBytes * rule.maxCount, ENVELOPE_BYTES);
  if (declared > allowed) cutOff(request, new PayloadTooLargeException(`request body is larger than ${allowed} bytes`));
}

/** Whether the request declares a multipart/form-data body. */
export function isMultipart(request: Pick<IncomingMessage, 'headers'>): boolean {
  return /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');
}

/**
 * Stops reading the request: the rest is never read (the error filter closes the connection after a 413's
 * answer, so the unread bytes cannot be taken for the next request).
 */
function cutOff(request: IncomingMessage, error: Error): never {
  request.unpipe();
  request.pause();
  throw error;
}

class Receiver {
  private readonly fields = new Map<string, string>();
  private readonly staged: StagedFile[] = [];
  private readonly errors: FieldError[] = [];
  private readonly counts = new Map<string, number>();
  private readonly pending: Promise<void>[] = [];
  private readonly temporaryFiles: string[] = [];
  private fatal: Error | null = null;

  constructor(
    private readonly request: IncomingMessage,
    private readonly spec: UploadSpec,
    private readonly storage: FileStorage,
    private readonly spoolDir: string,
  ) {}

  async run(): Promise<ReceivedUpload> {
    try {
      await this.parse();
      await Promise.allSettled(this.pending);
      if (this.fatal) throw this.fatal;
      if (this.errors.length > 0) throw new FieldValidationException(this.errors);
      return new ReceivedUpload(this.fields, this.staged, this.storage);
    } catch (error) {
      await Promise.allSettled(this.pending);
      await Promise.allSettled(this.staged.map((file) => this.storage.delete(file.key)));
      if (error instanceof FileTooLargeError) {
        cutOff(this.request, new PayloadTooLargeException(error.message));
      }
      throw error;
    } finally {
      await Promise.allSettled(this.temporaryFiles.map((file) => rm(file, { force: true })));
    }
  }

  private parse(): Promise<void> {
    const maxFiles = Object.values(this.spec.files).reduce((sum, rule) => sum + rule.maxCount, 0);
    return new Promise((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: this.request.headers,
          // One more than allowed, so "too many files" is reported by our own rule with the field's name.
          limits: { files: maxFiles + 1, fields: (this.spec.fields?.length ?? 0) + 5, fieldSize: MAX_FIELD_BYTES, parts: maxFiles + 20 },
          defParamCharset: 'utf8',
        });
      } catch {
        reject(FieldValidationException.single('body', 'malformed multipart/form-data request'));
        return;
      }
      const fail = (error: Error) => {
        if (this.fatal) return;
        this.fatal = error;
        this.request.unpipe(parser);
        parser.destroy();
        reject(error);
      };
      parser.on('file', (field, stream, info) => this.onFile(field, stream, info.filename ?? '', info.mimeType ?? '', fail));
      parser.on('field', (name, value, info) => this.onField(name, value, info.valueTruncated));
      parser.on('filesLimit', () => this.errors.push({ field: 'body', error: 'too many files' }));
      parser.on('partsLimit', () => this.errors.push({ field: 'body', error: 'too many parts' }));
      parser.on('fieldsLimit', () => this.errors.push({ field: 'body', error: 'too many fields' }));
      parser.on('error', () => fail(FieldValidationException.single('body', 'malformed or incomplete multipart/form-data request')));
      parser.on('close', () => resolve());
      this.request.on('aborted', () => fail(FieldValidationException.single('body', 'the upload was interrupted')));
      this.request.pipe(parser);
    });
  }

  private onField(name: string, value: string, truncated: boolean): void {
    if (!this.spec.fields?.includes(name)) {
      this.errors.push({ field: name, error: 'unexpected part' });
    } else if (truncated) {
      this.errors.push({ field: name, error: `must be at most ${MAX_FIELD_BYTES} bytes` });
    } else {
      this.fields.set(name, value);
    }
  }

  private onFile(field: string, stream: Readable, filename: string, declaredType: string, fail: (error: Error) => void): void {
    const rule = this.spec.files[field];
    const count = (this.counts.get(field) ?? 0) + 1;
    this.counts.set(field, count);
    if (!rule) {
      this.errors.push({ field, error: 'unexpected file part' });
      stream.resume();
      return;
    }
    if (count > rule.maxCount) {
      if (count === rule.maxCount + 1) this.errors.push({ field, error: `at most ${rule.maxCount} file(s) allowed` });
      stream.resume();
      return;
    }
    const id = randomUUID();
    const temporary = path.join(this.spoolDir, `${id}.part`);
    this.temporaryFiles.push(temporary);
    const work = (async () => {
      const spooled = await spoolToFile(stream, temporary, field, rule.maxBytes);
      if (spooled.size === 0) {
        this.errors.push({ field, error: `file "${filename}" is empty` });
        return;
      }
      const problem = contentProblem(spooled.format, rule.formats, filename, declaredType);
      if (problem || !spooled.format) {
        this.errors.push({ field, error: problem ?? 'unknown content' });
        return;
      }
      const file: StagedFile = {
        id,
        field,
        filename: safeFilename(filename, spooled.format),
        format: spooled.format,
        contentType: FORMAT_INFO[spooled.format].contentType,
        size: spooled.size,
        sha256: spooled.sha256,
        key: objectKey(id),
      };
      if (this.fatal) return;
      // Listed before the write completes, so a failure anywhere later deletes it too.
      this.staged.push(file);
      await this.storage.put(file.key, createReadStream(temporary), file.contentType, file.size);
    })().catch((error: unknown) => {
      stream.resume();
      fail(error instanceof Error ? error : new Error(String(error)));
    });
    this.pending.push(work);
  }
}

/** The client's name without any path and control characters, kept for display and Content-Disposition. */
function safeFilename(filename: string, format: keyof typeof FORMAT_INFO): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename(filename.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return base || `file${FORMAT_INFO[format].extensions[0]}`;
}
