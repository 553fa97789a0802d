// Content types by file extension. Only what a webpack build and its static assets produce;
// anything else is served as a download rather than guessed at (and never sniffed: see nosniff).
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.geojson': 'application/geo+json; charset=utf-8',
  '.pbf': 'application/x-protobuf',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|geo\+json|wasm)|image\/svg\+xml)/;

export function contentTypeOf(filePath) {
  return TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

export function isCompressible(contentType) {
  return COMPRESSIBLE.test(contentType);
}
