import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DemoIdentity } from '../../../testing/demo-identities';

/** Tiny files whose first bytes are what the files module's content check looks for. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
/** A Windows executable's header ("MZ"), to be sent under an image's name. */
export const EXE = Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(126, 0)]);

/** Every stored object under a local storage root (to prove a failed request left nothing behind). */
export function storedObjects(root: string): string[] {
  let found: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return [];
  }
  for (const entry of entries) {
    const full = path.join(root, entry);
    if (statSync(full).isDirectory()) found = found.concat(storedObjects(full));
    else found.push(full);
  }
  return found;
}

/** A fresh self-registered pilot (realm roles user, individual), unknown to the database until it calls. */
export function newPilot(name = 'Pilot'): DemoIdentity {
  const sub = randomUUID();
  return { sub, login: `${name.toLowerCase()}-${sub}@nebo.test`, givenName: name, familyName: 'Testov', roles: ['user', 'individual'] };
}
