import type { FileFormat } from '../content/file-formats';

/** What one file field of a multipart request may carry. */
export interface FilePartRule {
  /** FILE_LIMIT_5_MB or FILE_LIMIT_10_MB; enforced per file while streaming. */
  maxBytes: number;
  /** Formats the content may have (checked by content, not by name). */
  formats: readonly FileFormat[];
  /** How many files the field may carry. */
  maxCount: number;
}

/** The parts a multipart call accepts: text fields (usually one JSON part) and file fields. */
export interface UploadSpec {
  fields?: readonly string[];
  files: Readonly<Record<string, FilePartRule>>;
  /** The failure for a body that is not multipart/form-data, when the route has its own (else a field error). */
  notMultipart?: () => Error;
}

/** A received file: checked, stored in the object storage, not yet recorded in the `files` table. */
export interface StagedFile {
  /** The id its `files` row will get (the object key derives from it). */
  id: string;
  field: string;
  filename: string;
  format: FileFormat;
  contentType: string;
  size: number;
  sha256: string;
  key: string;
}
