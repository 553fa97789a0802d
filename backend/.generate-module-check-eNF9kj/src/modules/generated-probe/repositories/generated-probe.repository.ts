import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { GeneratedProbeRow } from '../entities/generated-probe.row';

const COLUMNS = 'id, owner_user_id AS "ownerUserId", title, created_at AS "createdAt"';

/** All of the module's SQL; every statement is scoped to the owner, so another user's row is never touched. */
@Injectable()
export class GeneratedProbeRepository {
  constructor(private readonly dataSource: DataSource) {}

  listOwned(ownerUserId: string): Promise<GeneratedProbeRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM generated_probe WHERE owner_user_id = $1 ORDER BY created_at DESC, id`, [
      ownerUserId,
    ]);
  }

  async findOwned(ownerUserId: string, id: string): Promise<GeneratedProbeRow | null> {
    const rows: GeneratedProbeRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM generated_probe WHERE owner_user_id = $1 AND id = $2`,
      [ownerUserId, id],
    );
    return rows[0] ?? null;
  }

  async insert(ownerUserId: string, values: Pick<GeneratedProbeRow, 'title' | 'createdAt'>): Promise<GeneratedProbeRow> {
    const rows: GeneratedProbeRow[] = await this.dataSource.query(
      `INSERT INTO generated_probe (owner_user_id, title, created_at) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [ownerUserId, values.title, values.createdAt],
    );
    return rows[0];
  }
}
