import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { OrganizationRow } from '../entities/organization.row';

/** `user_organizations`: at most one per user. */
@Injectable()
export class OrganizationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findByUserId(userId: string): Promise<OrganizationRow | null> {
    const rows: OrganizationRow[] = await this.db.query('SELECT name, inn, position FROM user_organizations WHERE user_id = $1', [userId]);
    return rows[0] ?? null;
  }

  async upsert(userId: string, organization: OrganizationRow): Promise<void> {
    await this.db.query(
      `INSERT INTO user_organizations (user_id, name, inn, position) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, inn = EXCLUDED.inn, position = EXCLUDED.position, updated_at = now()`,
      [userId, organization.name, organization.inn, organization.position],
    );
  }
}
