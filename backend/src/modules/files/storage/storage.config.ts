import path from 'node:path';
import { EnvReader } from '../../../config/env-reader';
import { ConfigError } from '../../../config/config-error';
import type { S3Settings } from './s3-file-storage';

export type StorageConfig = { kind: 'local'; root: string } | ({ kind: 's3' } & S3Settings);

/**
 * The files module's settings. The core configuration (src/config) has no storage entries, so they are
 * read here, once, at start, with the same strictness: a bad or missing value stops the start naming the
 * variable.
 */
export function loadStorageConfig(dataDir: string, env: Record<string, string | undefined> = process.env): StorageConfig {
  const read = new EnvReader(env);
  const kind = read.oneOf('FILES_STORAGE', ['local', 's3'] as const, 'local');
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  if (kind === 'local') return { kind, root: path.join(dataDir, 'files') };
  const required = (name: string): string => {
    const value = read.raw(name);
    if (value === undefined) read.problems.push({ variable: name, problem: 'is required when FILES_STORAGE=s3' });
    return value ?? '';
  };
  const config: StorageConfig = {
    kind,
    endpoint: read.httpUrl('S3_ENDPOINT', 'http://invalid'),
    bucket: required('S3_BUCKET'),
    accessKey: required('S3_ACCESS_KEY'),
    secretKey: required('S3_SECRET_KEY'),
    region: read.string('S3_REGION', 'us-east-1'),
  };
  if (read.raw('S3_ENDPOINT') === undefined) read.problems.push({ variable: 'S3_ENDPOINT', problem: 'is required when FILES_STORAGE=s3' });
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
