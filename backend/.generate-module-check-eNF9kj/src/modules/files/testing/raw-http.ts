import { readdirSync } from 'node:fs';
import net from 'node:net';

/**
 * Byte-exact HTTP for upload tests: supertest and node:http always finish a multipart body properly, so a
 * body cut off before its closing boundary, or a connection dropped in the middle of a file, can only be
 * sent over a socket of our own.
 */

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A request head for a multipart POST with `Connection: close`, so the answer ends with the connection. */
export function multipartHead(path: string, boundary: string, contentLength: number, authorization: string): string {
  return (
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${contentLength}\r\nConnection: close\r\n\r\n`
  );
}

/** The start of a file part, up to and including the blank line after its headers. */
export function filePartStart(boundary: string, field: string, filename: string, contentType: string): string {
  return `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
}

/**
 * Sends the bytes as they are and reads the answer until the server closes the connection. Rejects when
 * nothing comes back within `timeoutMs`: a stalled request is a failure too.
 */
export function sendRaw(port: number, bytes: Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const answer = Buffer.concat(chunks);
      if (answer.length === 0) return reject(new Error('the server closed the connection without answering'));
      resolve(parseAnswer(answer));
    });
    socket.write(bytes);
  });
}

/**
 * Sends `first`, waits for `ready` (e.g. the server has started storing a part), then sends `rest` and
 * reads the answer as sendRaw does (rejecting when none comes within `timeoutMs` of sending `rest`).
 */
export async function sendInTwo(
  port: number,
  first: Buffer,
  ready: () => boolean | Promise<boolean>,
  rest: Buffer,
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
  socket.write(first);
  await waitFor(ready, timeoutMs, 'the server never got ready for the rest of the request');
  socket.write(rest);
  const timer = setTimeout(() => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    await closed;
  } finally {
    clearTimeout(timer);
  }
  const answer = Buffer.concat(chunks);
  if (answer.length === 0) throw new Error('the server closed the connection without answering');
  return parseAnswer(answer);
}

/**
 * Opens a connection, sends `head` and the first bytes of a body, waits for `ready` (e.g. the server has
 * started spooling), then drops the connection as a client that goes away mid-upload would.
 */
export async function sendAndDrop(port: number, bytes: Buffer, ready: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  // The server may reset the connection as it goes; that is the point, not a test failure.
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(bytes);
  await waitFor(ready, timeoutMs, 'the server never started receiving the upload');
  socket.destroy();
}

/** Polls until the condition holds; rejects with `what` after the timeout. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(what);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Files in the spool directory (none when it does not exist yet). */
export function spooledParts(spoolDir: string): string[] {
  try {
    return readdirSync(spoolDir);
  } catch {
    return [];
  }
}

function parseAnswer(bytes: Buffer): RawAnswer {
  const end = bytes.indexOf('\r\n\r\n');
  const [statusLine, ...headerLines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const rawBody = bytes.subarray(end + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? unchunk(rawBody) : rawBody;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

/** Chunk sizes count bytes, so the body is taken apart as bytes. */
function unchunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let rest = bytes;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
}
