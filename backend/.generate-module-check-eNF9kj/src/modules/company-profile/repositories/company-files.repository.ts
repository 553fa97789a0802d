import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** Which of this module's records hold a file, for the PROTECTED-file reader; and the lock that orders avatar changes. */
@Injectable()
export class CompanyFilesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether the file is one of the company's documents or a scan of its employees' appointment documents. */
  async holds(companyId: string, fileId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM company_documents WHERE company_id = $1 AND file_id = $2
       UNION ALL SELECT 1 FROM employee_appointment_document_scans s
         JOIN employee_appointment_documents d ON d.id = s.document_id WHERE d.company_id = $1 AND s.file_id = $2
       LIMIT 1`,
      [companyId, fileId],
    );
    return rows.length > 0;
  }

  /**
   * Serialises avatar changes of one company inside the caller's transaction: the previous avatar is read, then
   * replaced and released, and two uploads at once must not both release the same one and leave a file behind.
   */
  async lockAvatar(manager: EntityManager, companyId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('company-avatar:' || $1::text))`, [companyId]);
  }
}
