import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { FileEntity } from '../entities/file.entity';

@Injectable()
export class FilesRepository {
  constructor(@InjectRepository(FileEntity) private readonly files: Repository<FileEntity>) {}

  findById(id: string): Promise<FileEntity | null> {
    return this.files.findOneBy({ id });
  }

  findOwned(ids: readonly string[], ownerUserId: string): Promise<FileEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.files.findBy({ id: In([...ids]), ownerUserId });
  }

  findByIds(ids: readonly string[]): Promise<FileEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.files.findBy({ id: In([...ids]) });
  }

  /** The ids among `ids` that have a row (the primary key's index answers this for a whole batch at once). */
  async recordedIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows: Array<{ id: string }> = await this.files.query('SELECT id FROM files WHERE id = ANY($1::uuid[])', [[...ids]]);
    return new Set(rows.map((row) => row.id));
  }

  async insert(manager: EntityManager, rows: FileEntity[]): Promise<FileEntity[]> {
    if (rows.length === 0) return [];
    await manager.getRepository(FileEntity).insert(rows);
    return rows;
  }

  /** Deletes rows and returns the storage keys of those that existed. */
  async delete(manager: EntityManager, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    // TypeORM answers DELETE … RETURNING as [rows, affectedCount].
    const [rows]: [Array<{ storage_key: string }>, number] = await manager.query('DELETE FROM files WHERE id = ANY($1::uuid[]) RETURNING storage_key', [[...ids]]);
    return rows.map((row) => row.storage_key);
  }
}
