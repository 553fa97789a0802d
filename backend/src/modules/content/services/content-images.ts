import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import { imageNotFound } from '../content.exceptions';
import { contentSourceDir } from '../content-sources';

const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' };

export interface ContentImage {
  content: Buffer;
  contentType: string;
}

/**
 * The pictures shipped with the seeds (assets/images), read once: only names found in that folder are
 * served, so a request can never reach another path.
 */
@Injectable()
export class ContentImages {
  private readonly images: ReadonlyMap<string, ContentImage>;

  constructor() {
    const dir = path.join(contentSourceDir(), 'assets', 'images');
    const entries = readdirSync(dir)
      .filter((name) => TYPES[path.extname(name)] !== undefined)
      .map((name): [string, ContentImage] => [
        name,
        { content: readFileSync(path.join(dir, name)), contentType: TYPES[path.extname(name)] },
      ]);
    this.images = new Map(entries);
  }

  get(name: string): ContentImage {
    const image = this.images.get(name);
    if (!image) throw imageNotFound();
    return image;
  }

  has(name: string): boolean {
    return this.images.has(name);
  }
}
