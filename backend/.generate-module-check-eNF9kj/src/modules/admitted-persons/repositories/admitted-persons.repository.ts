import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Sort } from '../../../common/pagination/sort';
import type { AdmittedPersonRecord, AdmittedPersonRow } from '../entities/admitted-person.row';

export type AdmittedPersonSortColumn = 'created_at' | 'last_name';

const COLUMNS = `id, last_name AS "lastName", first_name AS "firstName", patronymic, to_char(birth_date, 'YYYY-MM-DD') AS "birthDate",
  phone, email, document_type_code AS "documentTypeCode", document_series AS "documentSeries", document_number AS "documentNumber"`;

/** Admitted persons in SQL; every statement is scoped to the owner, so another user's person is never touched. */
@Injectable()
export class AdmittedPersonsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async page(
    ownerId: string,
    sort: Sort<AdmittedPersonSortColumn>,
    skip: number,
    take: number,
  ): Promise<{ rows: AdmittedPersonRow[]; total: number }> {
    const order =
      sort.column === 'last_name' ? `last_name ${sort.direction}, first_name ${sort.direction}` : `created_at ${sort.direction}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`SELECT ${COLUMNS} FROM admitted_persons WHERE owner_user_id = $1 ORDER BY ${order}, id LIMIT $2 OFFSET $3`, [
        ownerId,
        take,
        skip,
      ]),
      this.dataSource.query('SELECT count(*)::int AS total FROM admitted_persons WHERE owner_user_id = $1', [ownerId]),
    ]);
    return { rows: rows as AdmittedPersonRow[], total: total as number };
  }

  async findOwned(ownerId: string, id: string): Promise<AdmittedPersonRow | null> {
    const rows: AdmittedPersonRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM admitted_persons WHERE owner_user_id = $1 AND id = $2`,
      [ownerId, id],
    );
    return rows[0] ?? null;
  }

  async insert(ownerId: string, r: AdmittedPersonRecord): Promise<string> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO admitted_persons (owner_user_id, last_name, first_name, patronymic, birth_date, phone, email, document_type_code, document_series, document_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        ownerId,
        r.lastName,
        r.firstName,
        r.patronymic,
        r.birthDate,
        r.phone,
        r.email,
        r.documentTypeCode,
        r.documentSeries,
        r.documentNumber,
      ],
    );
    return rows[0].id;
  }

  /** Returns false when the owner has no such person (nothing is changed then). */
  async update(ownerId: string, id: string, r: AdmittedPersonRecord): Promise<boolean> {
    // TypeORM answers UPDATE as [rows, affectedCount].
    const [, affected]: [unknown[], number] = await this.dataSource.query(
      `UPDATE admitted_persons SET last_name = $3, first_name = $4, patronymic = $5, birth_date = $6, phone = $7, email = $8,
         document_type_code = $9, document_series = $10, document_number = $11, updated_at = now()
       WHERE owner_user_id = $1 AND id = $2`,
      [
        ownerId,
        id,
        r.lastName,
        r.firstName,
        r.patronymic,
        r.birthDate,
        r.phone,
        r.email,
        r.documentTypeCode,
        r.documentSeries,
        r.documentNumber,
      ],
    );
    return affected > 0;
  }
}
