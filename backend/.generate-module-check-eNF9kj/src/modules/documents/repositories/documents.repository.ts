import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Sort } from '../../../common/pagination/sort';
import type { PersonalDocumentType } from '../../dictionaries/definitions/static-dictionaries';
import type { DocumentInput } from '../domain/document-rules';
import type { DocumentRow } from '../entities/document.row';

export type DocumentSortColumn = 'created_at' | 'issued' | 'type_code';

const SELECT = `
  SELECT d.id, d.owner_user_id AS "ownerUserId", d.type_code AS "typeCode", d.series, d.number,
         to_char(d.issued, 'YYYY-MM-DD') AS issued, d.issuer, d.residence_address AS "residenceAddress",
         d.birth_place AS "birthPlace", d.esia_document AS "esiaDocument", d.created_at AS "createdAt",
         coalesce((SELECT array_agg(f.file_id ORDER BY f.position) FROM personal_document_files f WHERE f.document_id = d.id), '{}') AS "fileIds"
  FROM personal_documents d`;

/** Personal documents in SQL; every read is scoped to an owner, so another user's row is never returned. */
@Injectable()
export class DocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async page(
    ownerId: string,
    typeCode: string | undefined,
    sort: Sort<DocumentSortColumn>,
    skip: number,
    take: number,
  ): Promise<{ rows: DocumentRow[]; total: number }> {
    const where = 'd.owner_user_id = $1 AND ($2::text IS NULL OR d.type_code = $2)';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`${SELECT} WHERE ${where} ORDER BY d.${sort.column} ${sort.direction} NULLS LAST, d.id LIMIT $3 OFFSET $4`, [
        ownerId,
        typeCode ?? null,
        take,
        skip,
      ]),
      this.dataSource.query(`SELECT count(*)::int AS total FROM personal_documents d WHERE ${where}`, [ownerId, typeCode ?? null]),
    ]);
    return { rows: rows as DocumentRow[], total: total as number };
  }

  async findOwned(
    ownerId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<DocumentRow | null> {
    const rows: DocumentRow[] = await manager.query(`${SELECT} WHERE d.owner_user_id = $1 AND d.id = $2${lock ? ' FOR UPDATE OF d' : ''}`, [
      ownerId,
      id,
    ]);
    return rows[0] ?? null;
  }

  async findByType(manager: EntityManager, ownerId: string, typeCode: string): Promise<DocumentRow | null> {
    const rows: DocumentRow[] = await manager.query(`${SELECT} WHERE d.owner_user_id = $1 AND d.type_code = $2 FOR UPDATE OF d`, [
      ownerId,
      typeCode,
    ]);
    return rows[0] ?? null;
  }

  async hasType(ownerId: string, typeCode: PersonalDocumentType): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM personal_documents WHERE owner_user_id = $1 AND type_code = $2', [
      ownerId,
      typeCode,
    ]);
    return rows.length > 0;
  }

  async insert(manager: EntityManager, ownerId: string, input: DocumentInput): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO personal_documents (owner_user_id, type_code, series, number, issued, issuer, residence_address, birth_place)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [ownerId, input.typeCode, input.series, input.number, input.issued, input.issuer, input.residenceAddress, input.birthPlace],
    );
    return rows[0].id;
  }

  async update(manager: EntityManager, id: string, input: DocumentInput): Promise<void> {
    await manager.query(
      `UPDATE personal_documents SET series = $2, number = $3, issued = $4, issuer = $5, residence_address = $6, birth_place = $7,
         updated_at = now() WHERE id = $1`,
      [id, input.series, input.number, input.issued, input.issuer, input.residenceAddress, input.birthPlace],
    );
  }

  /** Replaces the document's scan list with these file ids, in order. */
  async setFiles(manager: EntityManager, documentId: string, fileIds: readonly string[]): Promise<void> {
    await manager.query('DELETE FROM personal_document_files WHERE document_id = $1', [documentId]);
    if (fileIds.length === 0) return;
    await manager.query(
      `INSERT INTO personal_document_files (document_id, file_id, position)
       SELECT $1, file_id, position FROM unnest($2::uuid[]) WITH ORDINALITY AS t(file_id, position)`,
      [documentId, [...fileIds]],
    );
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query('DELETE FROM personal_documents WHERE id = $1', [id]);
  }
}
