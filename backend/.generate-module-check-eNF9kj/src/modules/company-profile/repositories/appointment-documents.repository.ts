import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AppointmentDocumentInput } from '../domain/document-input';
import type { AppointmentDocumentRow } from '../entities/appointment-document.row';

const SELECT = `
  SELECT d.id, d.company_id AS "companyId", d.employee_id AS "employeeId", d.type, d.number,
         to_char(d.date, 'YYYY-MM-DD') AS date, to_char(d.valid_until, 'YYYY-MM-DD') AS "validUntil",
         d.created_at AS "createdAt", d.updated_at AS "updatedAt",
         coalesce((SELECT array_agg(s.file_id ORDER BY s.position) FROM employee_appointment_document_scans s WHERE s.document_id = d.id), '{}')
           AS "fileIds"
  FROM employee_appointment_documents d`;

/** Employees' appointment-basis documents in SQL; every read is scoped to a company. */
@Injectable()
export class AppointmentDocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  listOfEmployee(companyId: string, employeeId: string): Promise<AppointmentDocumentRow[]> {
    return this.dataSource.query(`${SELECT} WHERE d.company_id = $1 AND d.employee_id = $2 ORDER BY d.date DESC, d.created_at DESC, d.id`, [
      companyId,
      employeeId,
    ]);
  }

  async find(
    companyId: string,
    id: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<AppointmentDocumentRow | null> {
    const rows: AppointmentDocumentRow[] = await manager.query(
      `${SELECT} WHERE d.company_id = $1 AND d.id = $2${lock ? ' FOR UPDATE OF d' : ''}`,
      [companyId, id],
    );
    return rows[0] ?? null;
  }

  async insert(manager: EntityManager, companyId: string, employeeId: string, input: AppointmentDocumentInput): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO employee_appointment_documents (company_id, employee_id, type, number, date, valid_until)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [companyId, employeeId, input.type, input.number, input.date, input.validUntil],
    );
    return rows[0].id;
  }

  async update(manager: EntityManager, id: string, input: AppointmentDocumentInput): Promise<void> {
    await manager.query(
      'UPDATE employee_appointment_documents SET type = $2, number = $3, date = $4, valid_until = $5, updated_at = now() WHERE id = $1',
      [id, input.type, input.number, input.date, input.validUntil],
    );
  }

  /** Replaces the document's scans with these files, in this order. */
  async setScans(manager: EntityManager, id: string, fileIds: readonly string[]): Promise<void> {
    await manager.query('DELETE FROM employee_appointment_document_scans WHERE document_id = $1', [id]);
    if (fileIds.length === 0) return;
    await manager.query(
      `INSERT INTO employee_appointment_document_scans (document_id, file_id, position)
       SELECT $1, file_id, position::smallint FROM unnest($2::uuid[]) WITH ORDINALITY AS t(file_id, position)`,
      [id, fileIds],
    );
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query('DELETE FROM employee_appointment_documents WHERE id = $1', [id]);
  }
}
