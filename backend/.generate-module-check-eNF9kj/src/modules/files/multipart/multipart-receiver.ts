import { HttpException, Logger } from '@nestjs/common';
import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished, type Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { FieldError } from '../../../common/errors/error-body';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { contentProblem } from '../content/declared-type';
import { storageUnavailable, uploadTooLarge } from '../files.exceptions';
import { FORMAT_INFO } from '../content/file-formats';
import { FileStorage, objectKey } from '../storage/file-storage';
import { ReceivedUpload } from './received-upload';
import { BODY_FIELD, unexpectedPartError } from './part-name';
import { cleanFilename, safeFilename } from './safe-filename';
import { FileTooLargeError, IncompletePartError, spoolToFile } from './spool';
import type { StagedFile, UploadSpec } from './upload-spec';

/** Room for part headers and text fields on top of the files themselves. */
const ENVELOPE_BYTES = 1_048_576;
const MAX_FIELD_BYTES = 1_048_576;

const MALFORMED = 'malformed or incomplete multipart/form-data request';
const INTERRUPTED = 'the upload was interrupted';

const logger = new Logger('MultipartReceiver');

/**
 * Reads a multipart/form-data request as it arrives: every file part is streamed into a temporary file
 * (limit, hash and content type checked on the way), then moved into the object storage; text parts are
 * kept. Any problem deletes what this request stored before the error is thrown, so a refused request
 * leaves nothing behind: a body the client breaks (cut off, malformed, connection dropped) is a 400 in the
 * error shape, a file past its limit a 413, and a failure of our own disk or storage a 503.
 */
export async function receiveMultipart(
  request: IncomingMessage,
  spec: UploadSpec,
  storage: FileStorage,
  spoolDir: string,
): Promise<ReceivedUpload> {
  if (!isMultipart(request)) {
    throw spec.notMultipart?.() ?? FieldValidationException.single(BODY_FIELD, 'request must be multipart/form-data');
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
  if (declared > allowed) cutOff(request, uploadTooLarge(`request body is larger than ${allowed} bytes`));
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
  /**
   * File ids in the order their parts arrived. Parts are spooled concurrently, so `staged` fills in the order
   * they finish; the upload is handed on in the request's order (a document's scans keep the order they were sent).
   */
  private readonly arrival: string[] = [];
  private readonly temporaryFiles: string[] = [];
  /** File parts the parser has handed out and that have not closed yet. */
  private readonly openParts = new Set<Readable>();
  /**
   * Aborted with the first fatal failure (its reason is the error the request fails with). Everything this
   * request waits on listens to it, so the wait for pending work in run() always ends: file parts are
   * destroyed (those handed out before and those the parser still hands out after — busboy goes on
   * emitting the parts of the chunk it is in after being destroyed, and destroying it never ends them),
   * which settles their spooling; and puts into the storage are aborted (their content destroyed, their
   * request cancelled). The other steps are local file operations, which settle on their own.
   */
  private readonly stop = new AbortController();
  private stopWatchingRequest: () => void = () => undefined;

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
      if (this.stop.signal.aborted) throw this.stop.signal.reason;
      if (this.errors.length > 0) throw new FieldValidationException(this.errors);
      const rank = new Map(this.arrival.map((id, index) => [id, index] as const));
      const inOrder = [...this.staged].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
      return new ReceivedUpload(this.fields, inOrder, this.storage);
    } catch (error) {
      this.fail(error as Error);
      await Promise.allSettled(this.pending);
      await Promise.allSettled(this.staged.map((file) => this.storage.delete(file.key)));
      if (error instanceof FileTooLargeError) {
        cutOff(this.request, uploadTooLarge(error.message));
      }
      throw error;
    } finally {
      this.stopWatchingRequest();
      await Promise.allSettled(this.temporaryFiles.map((file) => rm(file, { force: true })));
    }
  }

  /** The first failure wins and stops everything at once (see `stop`); later ones change nothing. */
  private fail(error: Error): void {
    if (!this.stop.signal.aborted) this.stop.abort(error);
  }

  /** Resolves when the parser has read the whole body; rejects with the first fatal failure. */
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
        reject(FieldValidationException.single(BODY_FIELD, 'malformed multipart/form-data request'));
        return;
      }
      // On failure the request is no longer read, the parser is destroyed, and so is every file part still
      // open, so the spooling of each settles promptly instead of waiting for data that will never come.
      this.stop.signal.addEventListener(
        'abort',
        () => {
          this.request.unpipe(parser);
          this.request.pause();
          parser.destroy();
          for (const part of this.openParts) part.destroy(this.stop.signal.reason as Error);
          reject(this.stop.signal.reason);
        },
        { once: true },
      );
      parser.on('file', (field: string | undefined, stream, info) => this.onFile(field, stream, info.filename ?? '', info.mimeType ?? ''));
      parser.on('field', (name: string | undefined, value, info) => this.onField(name, value, info.valueTruncated));
      parser.on('filesLimit', () => this.addError({ field: BODY_FIELD, error: 'too many files' }));
      parser.on('partsLimit', () => this.addError({ field: BODY_FIELD, error: 'too many parts' }));
      parser.on('fieldsLimit', () => this.addError({ field: BODY_FIELD, error: 'too many fields' }));
      // Busboy reports a body that ends early ("Unexpected end of form") or a malformed part header here.
      parser.on('error', () => this.fail(this.brokenBody()));
      parser.on('close', () => resolve());
      // A connection closed before the body's end, or a request stream failing, and also a request that
      // was already gone before we started reading it (finished() reports that at once).
      this.stopWatchingRequest = finished(this.request, (error) => {
        if (error) this.fail(this.brokenBody());
      });
      this.request.pipe(parser);
    });
  }

  /** Each problem once, however many parts repeat it. */
  private addError(problem: FieldError): void {
    if (!this.errors.some((known) => known.field === problem.field && known.error === problem.error)) this.errors.push(problem);
  }

  private onField(name: string | undefined, value: string, truncated: boolean): void {
    if (this.stop.signal.aborted) return;
    if (name === undefined || !this.spec.fields?.includes(name)) {
      this.addError(unexpectedPartError(name, 'part'));
    } else if (truncated) {
      this.addError({ field: name, error: `must be at most ${MAX_FIELD_BYTES} bytes` });
    } else {
      this.fields.set(name, value);
    }
  }

  /**
   * Takes charge of a file part the parser handed out: from this moment it is listened to (the parser
   * destroys it with an error when the body breaks off, whether or not anything reads it yet; that failure
   * reaches us through the parser's own 'error' or the spooling's rejection, so here it only must not go
   * unheard) and destroyed if the request fails. A part handed out after the failure is destroyed at once.
   */
  private adopt(stream: Readable): boolean {
    stream.on('error', () => undefined);
    if (this.stop.signal.aborted) {
      stream.destroy(this.stop.signal.reason as Error);
      return false;
    }
    this.openParts.add(stream);
    stream.once('close', () => this.openParts.delete(stream));
    return true;
  }

  private onFile(field: string | undefined, stream: Readable, rawFilename: string, declaredType: string): void {
    if (!this.adopt(stream)) return;
    // Own keys only: a part named "constructor" or "__proto__" must not find a rule on Object.prototype.
    const rule = field !== undefined && Object.hasOwn(this.spec.files, field) ? this.spec.files[field] : undefined;
    if (field === undefined || !rule) {
      this.addError(unexpectedPartError(field, 'file part'));
      stream.resume();
      return;
    }
    const count = (this.counts.get(field) ?? 0) + 1;
    this.counts.set(field, count);
    if (count > rule.maxCount) {
      this.addError({ field, error: `at most ${rule.maxCount} file(s) allowed` });
      stream.resume();
      return;
    }
    // What is stored is what is checked (and echoed in messages): the name without path, control or bidi
    // characters.
    const filename = cleanFilename(rawFilename);
    const id = randomUUID();
    this.arrival.push(id);
    const temporary = path.join(this.spoolDir, `${id}.part`);
    this.temporaryFiles.push(temporary);
    const work = (async () => {
      const spooled = await spoolToFile(stream, temporary, field, rule.maxBytes);
      if (spooled.size === 0) {
        this.addError({ field, error: `file "${filename}" is empty` });
        return;
      }
      const problem = contentProblem(spooled.format, rule.formats, filename, declaredType);
      if (problem || !spooled.format) {
        this.addError({ field, error: problem ?? 'unknown content' });
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
      this.stop.signal.throwIfAborted();
      // Listed before the write completes, so a failure anywhere later deletes it too.
      this.staged.push(file);
      await this.store(file, temporary);
    })().catch((error: unknown) => {
      // A part nobody reads would hold the parser back; the failure below stops the request anyway.
      stream.resume();
      // Stopped by the request's failure, which has its own error already.
      if (this.stop.signal.aborted) return;
      this.fail(error instanceof IncompletePartError ? this.brokenBody() : asUploadFailure(error, field));
    });
    this.pending.push(work);
  }

  /**
   * The 400 for a body that broke off: the client went away (the connection closed before the whole body
   * arrived), or it sent something that is not a complete multipart body.
   */
  private brokenBody(): FieldValidationException {
    const interrupted = this.request.destroyed && !this.request.complete;
    return FieldValidationException.single(BODY_FIELD, interrupted ? INTERRUPTED : MALFORMED);
  }

  /** Moves a spooled part into the storage; given up (content destroyed, put aborted) if the request fails. */
  private async store(file: StagedFile, temporary: string): Promise<void> {
    const { signal } = this.stop;
    signal.throwIfAborted();
    const content = createReadStream(temporary);
    // put() listens once it starts reading; an error before that (or after it gave up) must not go unheard.
    content.on('error', () => undefined);
    // Also for a storage that does not look at the signal: a put reading a destroyed stream fails.
    const giveUp = () => content.destroy(signal.reason as Error);
    signal.addEventListener('abort', giveUp, { once: true });
    try {
      await this.storage.put(file.key, content, file.contentType, file.size, signal);
    } finally {
      signal.removeEventListener('abort', giveUp);
      // A put that failed before reading everything leaves the file open otherwise.
      content.destroy();
    }
  }
}

/**
 * What a failure of one part other than its body breaking off means for the request: a part past its limit
 * stays a FileTooLargeError (413, the request is cut off), and anything else is our disk or storage
 * failing: logged with its cause, answered 503 so the client may try again.
 */
function asUploadFailure(error: unknown, field: string): Error {
  if (error instanceof FileTooLargeError || error instanceof HttpException) return error;
  logger.error(
    `could not keep the file of part ${JSON.stringify(field)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  return storageUnavailable();
}
