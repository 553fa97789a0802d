import { ConfigError } from '../../../config/config-error';
import { loadStorageConfig } from './storage.config';

describe('loadStorageConfig', () => {
  it('keeps files on local disk under DATA_DIR/files by default', () => {
    expect(loadStorageConfig('/var/nebo', {})).toEqual({ kind: 'local', root: '/var/nebo/files' });
  });

  it('reads the S3 settings, with us-east-1 as the default region', () => {
    expect(
      loadStorageConfig('/d', { FILES_STORAGE: 's3', S3_ENDPOINT: 'https://storage.yandexcloud.net/', S3_BUCKET: 'nebo', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' }),
    ).toEqual({ kind: 's3', endpoint: 'https://storage.yandexcloud.net', bucket: 'nebo', accessKey: 'k', secretKey: 's', region: 'us-east-1' });
  });

  it('names every missing or bad variable', () => {
    expect(() => loadStorageConfig('/d', { FILES_STORAGE: 'ftp' })).toThrow(ConfigError);
    try {
      loadStorageConfig('/d', { FILES_STORAGE: 's3', S3_BUCKET: 'nebo' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.variable)).toEqual(['S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_ENDPOINT']);
    }
  });
});
