// Cache-Control per file. Content-hashed assets never change under their name, so browsers and CDNs
// may keep them for a year. Everything that names other files (HTML, mf-manifest.json, remoteEntry.js,
// deployment.json) must be revalidated on every use, or a deploy would leave users on stale chunk names.
import path from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

// webpack's [contenthash:8] (or longer) right before the extension: main.3f9c0a1b.js, 412.ab12cd34ef.css.
// A source map of a hashed file is hashed too (main.3f9c0a1b.js.map).
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export function cacheControlFor(filePath) {
  return HASHED.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

export const NO_CACHE = REVALIDATE;
