import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Sort } from '../../../common/pagination/sort';
import type { CompanyDocumentInput } from '../domain/document-input';
import type { CompanyDocumentRow } from '../entities/company-document.row';

const SELECT = `
  SELECT d.id, d.company_id AS "companyId", d.type, d.number, to_char(d.date, 'YYYY-MM-DD') AS date, d.file_id AS "fileId",
         d.created_at AS "createdAt", d.updated_at AS "updatedAt"
  FROM company_documents d`;

export type CompanyDocumentSortColumn = 'created_at' | 'date';

/** Company documents in SQL; every read is scoped to a company, so another company's row is never returned. */
@Injectable()
export class CompanyDocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async page(
    companyId: string,
    type: string | undefined,
    sort: Sort<CompanyDocumentSortColumn>,
    skip: number,
    take: number,
  ): Promise<{ rows: CompanyDocumentRow[]; total: number }> {
    const where = 'd.company_id = $1 AND ($2::text IS NULL OR d.type = $2)';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `${SELECT} WHERE ${where} ORDER BY d.${sort.column} ${sort.direction}, d.created_at DESC, d.id LIMIT $3 OFFSET $4`,
        [companyId, type ?? null, take, skip],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM company_documents d WHERE ${where}`, [companyId, type ?? null]),
    ]);
    return { rows: rows as CompanyDocumentRow[], total: total as number };
  }

  async find(
    companyId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<CompanyDocumentRow | null> {
    const rows: CompanyDocumentRow[] = await manager.query(`${SELECT} WHERE d.company_id = $1 AND d.id = $2${lock ? ' FOR UPDATE' : ''}`, [
      companyId,
      id,
    ]);
    return rows[0] ?? null;
  }

  async insert(manager: EntityManager, companyId: string, input: CompanyDocumentInput, fileId: string): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      'INSERT INTO company_documents (company_id, type, number, date, file_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [companyId, input.type, input.number, input.date, fileId],
    );
    return rows[0].id;
  }

  async update(manager: EntityManager, id: string, input: CompanyDocumentInput, fileId: string | null): Promise<void> {
    await manager.query('UPDATE company_documents SET type = $2, number = $3, date = $4, file_id = $5, updated_at = now() WHERE id = $1', [
      id,
      input.type,
      input.number,
      input.date,
      fileId,
    ]);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query('DELETE FROM company_documents WHERE id = $1', [id]);
  }
}
