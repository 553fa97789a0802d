/**
 * Tests drop and recreate their database, so they must never point at a real one: the database name has
 * to contain "test". Lives in src (not in testing/) because the tools that wipe data check it too.
 */
export function assertTestDatabaseUrl(url: string): void {
  let name: string;
  try {
    name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  } catch {
    throw new Error(`Refusing to use "${url}" for tests: not a valid database URL`);
  }
  if (!name.toLowerCase().includes('test')) {
    throw new Error(`Refusing to use database "${name || '(none)'}" for tests: its name must contain "test"`);
  }
}
