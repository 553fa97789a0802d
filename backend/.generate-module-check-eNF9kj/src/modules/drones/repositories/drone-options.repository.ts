import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { containsPattern } from '../../drone-library/domain/like-pattern';
import type { DroneOwner } from '../domain/drone-owner';

/** The short answers pickers and list filters need from one owner's drones (a company's drone pages). */
@Injectable()
export class DroneOptionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The owner's drones for a picker: id, name and registration number, by name. */
  async comboboxItems(
    owner: DroneOwner,
    query: string | undefined,
    limit: number,
  ): Promise<Array<{ id: string; name: string; registration_number: string | null }>> {
    const params: unknown[] = [owner.id, owner.kind, limit];
    let condition = '';
    if (query) {
      params.push(containsPattern(query));
      condition = `AND (name ILIKE $4 OR registration_number ILIKE $4)`;
    }
    return this.dataSource.query(
      `SELECT id, name, registration_number FROM drones WHERE owner_id = $1 AND owner_kind = $2 ${condition}
       ORDER BY lower(name), id LIMIT $3`,
      params,
    );
  }

  /** Distinct manufacturers of the owner's drones (the list's filter options), by name. */
  async manufacturersOf(owner: DroneOwner, query: string | undefined, limit: number): Promise<string[]> {
    const params: unknown[] = [owner.id, owner.kind, limit];
    let condition = '';
    if (query) {
      params.push(containsPattern(query));
      condition = 'AND manufacturer ILIKE $4';
    }
    const rows: Array<{ manufacturer: string }> = await this.dataSource.query(
      `SELECT min(manufacturer) AS manufacturer FROM drones
       WHERE owner_id = $1 AND owner_kind = $2 AND manufacturer IS NOT NULL ${condition}
       GROUP BY lower(manufacturer) ORDER BY lower(manufacturer) LIMIT $3`,
      params,
    );
    return rows.map((row) => row.manufacturer);
  }

  /** Distinct library models of the owner's drones (the list's filter options), by name. */
  async modelsOf(owner: DroneOwner, query: string | undefined, limit: number): Promise<Array<{ id: string; name: string }>> {
    const params: unknown[] = [owner.id, owner.kind, limit];
    let condition = '';
    if (query) {
      params.push(containsPattern(query));
      condition = 'AND dm.name ILIKE $4';
    }
    return this.dataSource
      .query(
        `SELECT DISTINCT dm.id, dm.name, lower(dm.name) AS sort_name FROM drones d JOIN drone_models dm ON dm.id = d.model_id
       WHERE d.owner_id = $1 AND d.owner_kind = $2 ${condition}
       ORDER BY lower(dm.name), dm.id LIMIT $3`,
        params,
      )
      .then((rows: Array<{ id: string; name: string }>) => rows.map(({ id, name }) => ({ id, name })));
  }
}
