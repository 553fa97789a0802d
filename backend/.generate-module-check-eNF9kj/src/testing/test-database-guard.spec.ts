import { assertTestDatabaseUrl } from './test-database-guard';

describe('assertTestDatabaseUrl', () => {
  it('accepts database names containing "test"', () => {
    expect(() => assertTestDatabaseUrl('postgres://postgres@127.0.0.1:5432/nebo_backend_test')).not.toThrow();
    expect(() => assertTestDatabaseUrl('postgres://u:p@db/TEST_nebo_run42')).not.toThrow();
  });

  it('refuses any other database, so tests cannot wipe real data', () => {
    expect(() => assertTestDatabaseUrl('postgres://postgres@127.0.0.1:5432/nebo')).toThrow(
      'Refusing to use database "nebo" for tests: its name must contain "test"',
    );
    expect(() => assertTestDatabaseUrl('postgres://postgres@127.0.0.1:5432/')).toThrow('"(none)"');
    expect(() => assertTestDatabaseUrl('not a url')).toThrow('not a valid database URL');
  });
});
