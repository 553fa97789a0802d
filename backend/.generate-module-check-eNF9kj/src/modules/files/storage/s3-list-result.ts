import type { StoredObject } from './file-storage';

/** One page of a ListObjectsV2 answer. */
export interface ListPage {
  objects: StoredObject[];
  /** Where the next page starts; undefined on the last page. */
  nextToken: string | undefined;
}

/**
 * Reads the ListBucketResult of ListObjectsV2 asked with `encoding-type=url` (keys come URL-encoded, so
 * whatever a key holds cannot break the XML). Hand-written: it is four elements of a flat document, and
 * the backend has no XML parser among its dependencies (adding one for this is not worth it).
 */
export function parseListPage(xml: string): ListPage {
  if (!/<ListBucketResult[\s>]/.test(xml)) throw new Error(`not a ListBucketResult: ${xml.slice(0, 200)}`);
  const objects: StoredObject[] = [];
  for (const [, contents] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const key = urlDecoded(textOf(contents, 'Key'));
    const lastModified = new Date(textOf(contents, 'LastModified') ?? '');
    if (key === undefined || Number.isNaN(lastModified.getTime())) continue;
    objects.push({ key, lastModified });
  }
  const truncated = textOf(xml, 'IsTruncated') === 'true';
  const nextToken = truncated ? textOf(xml, 'NextContinuationToken') : undefined;
  if (truncated && !nextToken) throw new Error('a truncated ListBucketResult without NextContinuationToken');
  return { objects, nextToken };
}

/** The text of the first `<name>` element, entities decoded; undefined when absent. */
function textOf(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? decodeEntities(match[1]) : undefined;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/g, (_, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity.startsWith('#x') ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[entity] ?? '';
  });
}

/** S3's URL encoding writes a space as `+`; a key that does not decode is none of ours anyway. */
function urlDecoded(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}
