import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Small but real file headers: what the content sniffer looks at. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake png body')]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake jpeg body')]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
/** A Windows executable's first bytes ("MZ" header). */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

/** Every stored object under a local storage root (empty when the folder does not exist yet). */
export function storedObjects(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
