import { useEffect, useState } from 'react';
import { protectedFileUrl } from '../api/client';
import { fileHref } from './storedFile';

/** A stored picture (with whether its URL needs the access token), a file just chosen, or nothing. */
export type ImageSource = { url: string; protectedFile: boolean } | File | null | undefined;

/**
 * The address an <img> can load. A protected file's URL (a pilot's drone photos, docs/requirements.md#ui-files)
 * carries the access token as `access_token`, resolved when shown so it is never stale; a public one
 * (library pictures) is used as it is; a file just chosen is shown from memory (an object URL, released
 * when no longer shown).
 */
export function useImageSrc(source: ImageSource): string | undefined {
  const [src, setSrc] = useState<string | undefined>(undefined);
  const url = source instanceof File ? null : (source?.url ?? null);
  const protectedFile = source instanceof File ? false : Boolean(source?.protectedFile);
  const file = source instanceof File ? source : null;

  useEffect(() => {
    if (file) {
      // jsdom (unit tests) has no object URLs; the name alone is enough there.
      if (typeof URL.createObjectURL !== 'function') return undefined;
      const objectUrl = URL.createObjectURL(file);
      setSrc(objectUrl);
      return () => URL.revokeObjectURL(objectUrl);
    }
    if (!url) {
      setSrc(undefined);
      return undefined;
    }
    const href = fileHref(url);
    if (!protectedFile) {
      setSrc(href);
      return undefined;
    }
    let live = true;
    void protectedFileUrl(href).then((signed) => {
      if (live) setSrc(signed);
    });
    return () => {
      live = false;
    };
  }, [file, url, protectedFile]);

  return src;
}
