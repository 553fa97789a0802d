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

export interface SpoolResult {
  size: number;
  sha256: string;
  format: FileFormat | null;
}

/**
 * Streams one uploaded part into a temporary file while counting, hashing and sniffing it. The limit is
 * checked on every chunk, so a 50 MB upload fails at the first chunk past the limit and nothing more is
 * read or written.
 */
export async function spoolToFile(source: Readable, target: string, field: string, maxBytes: number): Promise<SpoolResult> {
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
  await pipeline(source, meter, handle.createWriteStream());
  return { size, sha256: hash.digest('hex'), format: sniffer.result() };
}
