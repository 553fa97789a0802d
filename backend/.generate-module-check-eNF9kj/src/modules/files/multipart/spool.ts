import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Readable, Transform, TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ContentSniffer } from '../content/content-sniffer';
import type { FileFormat } from '../content/file-formats';

/** Thrown when a file passes its size limit; the request is cut off there. */
export class FileTooLargeError extends Error {
  constructor(
    readonly field: string,
    readonly maxBytes: number,
  ) {
    super(`${field}: file is larger than ${maxBytes} bytes`);
  }
}

/** The part ended before its content did (a body cut off, a connection dropped): the client's failure. */
export class IncompletePartError extends Error {
  constructor(cause: Error) {
    super(`the file part ended early: ${cause.message}`, { cause });
  }
}

export interface SpoolResult {
  size: number;
  sha256: string;
  format: FileFormat | null;
}

/**
 * Streams one uploaded part into a temporary file while counting, hashing and sniffing it. The limit is
 * checked on every chunk, so a 50 MB upload fails at the first chunk past the limit and nothing more is
 * read or written. Rejects with FileTooLargeError, with IncompletePartError when the source fails, or with
 * the file system's error when the temporary file cannot be written.
 */
export async function spoolToFile(source: Readable, target: string, field: string, maxBytes: number): Promise<SpoolResult> {
  // Listened to from the first line: the parser destroys the part when the body ends early, possibly while
  // the temporary file is still being opened below, and an 'error' nobody listens to stops the process.
  // The first failure also says whose it was: a pipeline hands its first error on to every other stream.
  const failures = new FirstFailure();
  const onSourceError = (error: Error) => failures.note('source', error);
  source.on('error', onSourceError);
  try {
    const hash = createHash('sha256');
    const sniffer = new ContentSniffer();
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
        size += chunk.length;
        if (size > maxBytes) {
          callback(new FileTooLargeError(field, maxBytes));
          return;
        }
        hash.update(chunk);
        sniffer.push(chunk);
        callback(null, chunk);
      },
    });
    // Opened before streaming starts, so the file exists by the time anything can fail and the caller's
    // cleanup never races a late open.
    const handle = await open(target, 'wx');
    const early = failures.first();
    if (early) {
      await handle.close();
      throw new IncompletePartError(early.error);
    }
    const file = handle.createWriteStream();
    file.on('error', (error) => failures.note('file', error));
    try {
      await pipeline(source, meter, file);
    } catch (error) {
      if (error instanceof FileTooLargeError) throw error;
      const first = failures.first();
      if (first?.side === 'source') throw new IncompletePartError(first.error);
      throw error;
    }
    return { size, sha256: hash.digest('hex'), format: sniffer.result() };
  } finally {
    source.off('error', onSourceError);
  }
}

/** The first error seen on either side of a spool. */
class FirstFailure {
  private seen: { side: 'source' | 'file'; error: Error } | null = null;

  note(side: 'source' | 'file', error: Error): void {
    this.seen ??= { side, error };
  }

  first(): { side: 'source' | 'file'; error: Error } | null {
    return this.seen;
  }
}
