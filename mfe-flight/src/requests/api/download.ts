import { apiBaseUrl, ApiRequestError, normalizeApiError, platformFetch } from '@nebo/shared-ui';

/**
 * `attachment; filename*=UTF-8''%D0%A8…` or `attachment; filename="shr.txt"` → the file's name
 * (RFC 6266: the encoded `filename*` wins over the plain one), or null.
 */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  return (plain[2] ?? plain[1]).trim() || null;
}

/** Hands a Blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file answer of the API with the session's token (the platform's transport: language,
 * one refresh after a 401) and saves it under the name of its Content-Disposition header.
 * Rejects with ApiRequestError in the platform's error shape.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<string> {
  const url = `${apiBaseUrl().replace(/\/+$/, '')}${path}`;
  const response = await platformFetch(new Request(url, { method: 'GET', headers: { Accept: '*/*' } }));
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw new ApiRequestError(normalizeApiError({ status: response.status, body }, response.statusText || 'Download failed'));
  }
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), filename);
  return filename;
}
