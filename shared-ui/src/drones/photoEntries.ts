import { PROJECTIONS, type ImageInfo, type Projection } from './droneTypes';

/** A photo slot of a drone or model form: the stored picture, a newly chosen file, or nothing. */
export type PhotoEntry = { kind: 'stored'; image: ImageInfo } | { kind: 'new'; file: File };

/** The form's `images` value: one entry per projection; field names `images.FRONT` … follow the server's. */
export type PhotoEntries = Partial<Record<Projection, PhotoEntry>>;

/** The photo fields of the form, for placing server errors such as `images.FRONT:too large`. */
export const PHOTO_FIELDS: readonly string[] = PROJECTIONS.map((projection) => `images.${projection}`);

/** The stored pictures of a drone or model as form entries, by projection. */
export function photoEntriesOf(images: readonly ImageInfo[]): PhotoEntries {
  const entries: PhotoEntries = {};
  for (const image of images) entries[image.projection] = { kind: 'stored', image };
  return entries;
}

/**
 * What a save call sends for the photos: the stored pictures to keep, by file id (the JSON part's
 * `imageInfos`), and the new files by projection (the `images.<PROJECTION>` parts; a new file replaces
 * the stored one). A projection left empty is dropped on the server.
 */
export function splitPhotoEntries(entries: PhotoEntries): {
  kept: { id: string; projection: Projection }[];
  files: Partial<Record<Projection, File>>;
} {
  const kept: { id: string; projection: Projection }[] = [];
  const files: Partial<Record<Projection, File>> = {};
  for (const projection of PROJECTIONS) {
    const entry = entries[projection];
    if (entry?.kind === 'stored') kept.push({ id: entry.image.id, projection });
    if (entry?.kind === 'new') files[projection] = entry.file;
  }
  return { kept, files };
}
