import path from 'node:path';
import type { CoreConfig } from '../../config/app-config';
import type { EnvReader } from '../../config/env-reader';

/** An S3-compatible bucket, addressed with path-style URLs and signed with AWS Signature V4. */
export interface S3StorageConfig {
  /** e.g. https://storage.yandexcloud.net or http://127.0.0.1:9000 (MinIO), without a trailing slash. */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** Where uploaded files are kept: on local disk under `<dataDir>/files`, or in an S3-compatible bucket. */
export type FileStorageConfig = { kind: 'local'; root: string } | ({ kind: 's3' } & S3StorageConfig);

/** Housekeeping of the stored files. */
export interface FilesConfig {
  /**
   * How old a stored object without a `files` row must be before the sweep at start deletes it
   * (FILES_ORPHAN_GRACE_SECONDS, default 3600): longer than any upload takes from storing its first file
   * to committing its rows, on every instance sharing the storage.
   */
  orphanGraceSeconds: number;
}

const S3_CHOSEN = 'FILES_STORAGE=s3';

/**
 * FILES_STORAGE (`local`, the default: files under `<dataDir>/files`; or `s3`) and, for s3, S3_ENDPOINT,
 * S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY (all required) and S3_REGION (default us-east-1). The S3
 * variables are not looked at when files stay on local disk.
 */
export function readFileStorageConfig(read: EnvReader, dataDir: string): FileStorageConfig {
  const kind = read.oneOf('FILES_STORAGE', ['local', 's3'] as const, 'local');
  if (kind === 'local') return { kind, root: path.join(dataDir, 'files') };
  return {
    kind,
    endpoint: read.raw('S3_ENDPOINT') === undefined ? read.required('S3_ENDPOINT', S3_CHOSEN) : read.httpUrl('S3_ENDPOINT', ''),
    bucket: read.required('S3_BUCKET', S3_CHOSEN),
    accessKey: read.required('S3_ACCESS_KEY', S3_CHOSEN),
    secretKey: read.required('S3_SECRET_KEY', S3_CHOSEN),
    region: read.string('S3_REGION', 'us-east-1'),
  };
}

/**
 * FILES_ORPHAN_GRACE_SECONDS (default 3600, up to 30 days): stored objects without a `files` row younger
 * than this are left to the uploads that are still recording them. 0 is for a storage only one process
 * uses and that is not mid-upload while it starts (the fault tests); with several instances it must stay
 * above the longest upload (the request timeout, 5 minutes, plus its transaction).
 */
export function readFilesConfig(read: EnvReader): FilesConfig {
  return { orphanGraceSeconds: read.integer('FILES_ORPHAN_GRACE_SECONDS', 3600, 0, 2_592_000) };
}

/** The files module's part of AppConfig (`fileStorage`, `files`), composed from its manifest. */
export function readFilesModuleConfig(read: EnvReader, core: CoreConfig): { fileStorage: FileStorageConfig; files: FilesConfig } {
  return { fileStorage: readFileStorageConfig(read, core.dataDir), files: readFilesConfig(read) };
}
