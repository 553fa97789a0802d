import type { FileAccessType } from '../files.constants';

/** Metadata of a stored object (a `files` row); the content lives in the FileStorage under objectKey(id). */
export interface FileRow {
  id: string;
  /** The client's file name (no path), for display and Content-Disposition. */
  filename: string;
  /** Derived from the content, never taken from the client. */
  contentType: string;
  size: number;
  sha256: string;
  accessType: FileAccessType;
  /** users.id of the uploader. */
  ownerUserId: string;
  storageKey: string;
  createdAt: Date;
}
