import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MigrationLevelRow } from '../entities/system.row';

/** The schema's level as TypeORM recorded it (migrationsTableName in database/data-source-options.ts). */
@Injectable()
export class MigrationLevelRepository {
  constructor(private readonly dataSource: DataSource) {}

  async level(): Promise<MigrationLevelRow> {
    const table = this.dataSource.options.migrationsTableName ?? 'migrations';
    const rows: MigrationLevelRow[] = await this.dataSource.query(`
      SELECT (SELECT count(*) FROM "${table}")::int AS "count",
             latest.name AS "latest"
        FROM (SELECT 1) one
        LEFT JOIN (SELECT name, timestamp FROM "${table}" ORDER BY timestamp DESC, id DESC LIMIT 1) latest ON true`);
    return rows[0];
  }
}
