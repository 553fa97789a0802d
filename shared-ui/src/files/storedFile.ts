import { apiBaseUrl, protectedFileUrl } from '../api/client';

/** A file the server holds: id, url, filename, accessTypeCode (docs/requirements.md#ui-files). */
export interface StoredFile {
  id: string;
  url?: string | null;
  filename?: string | null;
  accessTypeCode?: 'PUBLIC' | 'PROTECTED' | 'PERSONAL_DATA' | string | null;
}

/** What a file field holds: files already on the server and files chosen now. */
export type FileEntry = { kind: 'stored'; file: StoredFile } | { kind: 'new'; key: string; file: File };

export const storedEntries = (files: readonly StoredFile[] | null | undefined): FileEntry[] =>
  (files ?? []).map((file) => ({ kind: 'stored', file }));

export const newFilesOf = (entries: readonly FileEntry[] | undefined): File[] =>
  (entries ?? []).flatMap((entry) => (entry.kind === 'new' ? [entry.file] : []));

export const storedIdsOf = (entries: readonly FileEntry[] | undefined): string[] =>
  (entries ?? []).flatMap((entry) => (entry.kind === 'stored' ? [entry.file.id] : []));

export function entryName(entry: FileEntry): string {
  return entry.kind === 'new' ? entry.file.name : (entry.file.filename ?? entry.file.id);
}

/** Absolute URL of a stored file: the API may answer with a path relative to its origin. */
export function fileHref(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${apiBaseUrl().replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * Opens a stored file in a new tab. PUBLIC files open as they are; others carry the access token as
 * `access_token` (docs/requirements.md#ui-files), added at click time so it is never stale.
 */
export async function openStoredFile(file: StoredFile): Promise<void> {
  if (!file.url) return;
  const href = fileHref(file.url);
  const target = file.accessTypeCode === 'PUBLIC' ? href : await protectedFileUrl(href);
  window.open(target, '_blank', 'noopener');
}
