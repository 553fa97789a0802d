import type { DataSource } from 'typeorm';

/**
 * Secrets generated once and shared by every backend instance through PostgreSQL (table auth_secret).
 * Generation is race-safe: each instance proposes a value, the first insert wins, and everyone reads the
 * winner back, so two instances starting together still agree on one key.
 */
export class SecretStore {
  constructor(private readonly dataSource: Pick<DataSource, 'query'>) {}

  async getOrCreate<T>(name: string, generate: () => T | Promise<T>): Promise<T> {
    const existing = await this.read<T>(name);
    if (existing !== undefined) {
      return existing;
    }
    const proposed = await generate();
    await this.dataSource.query(`INSERT INTO auth_secret (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING`, [
      name,
      JSON.stringify(proposed),
    ]);
    const stored = await this.read<T>(name);
    if (stored === undefined) {
      throw new Error(`Secret "${name}" could not be stored`);
    }
    return stored;
  }

  private async read<T>(name: string): Promise<T | undefined> {
    const rows: Array<{ value: T }> = await this.dataSource.query(`SELECT value FROM auth_secret WHERE name = $1`, [name]);
    return rows[0]?.value;
  }
}
