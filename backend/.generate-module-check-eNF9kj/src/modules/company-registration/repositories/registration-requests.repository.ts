import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Sort } from '../../../common/pagination/sort';
import type { CompanyRegistrationInfo } from '../../companies/domain/registration-info';
import type { HistoryActor, RequestKind, RequestStatus } from '../domain/request-status';
import type { ApplicantRow, HistoryEntryRow, RegistrationRequestRow, RequestListRow } from '../entities/registration-request.row';

const OPEN = `('CREATED', 'FIX_REQUIRED', 'FIXED')`;

const COLUMNS = `r.id, r.kind, r.status, r.applicant_user_id AS "applicantUserId", r.company_id AS "companyId",
  r.registration_info AS "registrationInfo", r.previous_registration_info AS "previousRegistrationInfo",
  r.contract_file_id AS "contractFileId", r.created_at AS "createdAt", r.updated_at AS "updatedAt"`;

export type RequestSortColumn = 'r.created_at' | 'r.updated_at';

export interface RequestFilters {
  statuses?: RequestStatus[];
  kind?: RequestKind;
  /** Part of the company's name or short name, its INN, or the applicant's name, login or e-mail. */
  query?: string;
}

/** SQL of the requests and their history; callers pass a transaction's manager where a read must see its writes. */
@Injectable()
export class RegistrationRequestsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private db(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /** `lock`: FOR UPDATE, so that two decisions on one request run one after the other. */
  async findById(id: string, manager?: EntityManager, lock = false): Promise<RegistrationRequestRow | null> {
    const [row] = await this.db(manager).query(
      `SELECT ${COLUMNS} FROM company_registration_requests r WHERE r.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [id],
    );
    return row ?? null;
  }

  async latestRegistrationOf(userId: string, manager?: EntityManager, lock = false): Promise<RegistrationRequestRow | null> {
    const [row] = await this.db(manager).query(
      `SELECT ${COLUMNS} FROM company_registration_requests r
       WHERE r.applicant_user_id = $1 AND r.kind = 'REGISTRATION'
       ORDER BY r.created_at DESC, r.id DESC LIMIT 1 ${lock ? 'FOR UPDATE' : ''}`,
      [userId],
    );
    return row ?? null;
  }

  async hasOpenRegistration(userId: string, manager?: EntityManager): Promise<boolean> {
    const rows = await this.db(manager).query(
      `SELECT 1 FROM company_registration_requests WHERE applicant_user_id = $1 AND kind = 'REGISTRATION' AND status IN ${OPEN}`,
      [userId],
    );
    return rows.length > 0;
  }

  /** The company's open change request, else its latest one; null when it never asked for a change. */
  async latestChangeOf(companyId: string, manager?: EntityManager, lock = false): Promise<RegistrationRequestRow | null> {
    const [row] = await this.db(manager).query(
      `SELECT ${COLUMNS} FROM company_registration_requests r
       WHERE r.company_id = $1 AND r.kind = 'CHANGE'
       ORDER BY (r.status IN ${OPEN}) DESC, r.created_at DESC, r.id DESC LIMIT 1 ${lock ? 'FOR UPDATE' : ''}`,
      [companyId],
    );
    return row ?? null;
  }

  /** Whether an open request other than `exceptRequestId` asks for this INN. */
  async innInOpenRequest(inn: string, exceptRequestId: string | null, manager?: EntityManager): Promise<boolean> {
    const rows = await this.db(manager).query(
      `SELECT 1 FROM company_registration_requests WHERE inn = $1 AND status IN ${OPEN} AND ($2::uuid IS NULL OR id <> $2)`,
      [inn, exceptRequestId],
    );
    return rows.length > 0;
  }

  async insert(
    manager: EntityManager,
    input: {
      kind: RequestKind;
      applicantUserId: string;
      companyId: string | null;
      info: CompanyRegistrationInfo;
      previous: CompanyRegistrationInfo | null;
      now: Date;
    },
  ): Promise<string> {
    const [{ id }] = await manager.query(
      `INSERT INTO company_registration_requests
         (kind, status, applicant_user_id, company_id, inn, registration_info, previous_registration_info, created_at, updated_at)
       VALUES ($1, 'CREATED', $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [input.kind, input.applicantUserId, input.companyId, input.info.inn, input.info, input.previous, input.now],
    );
    return id;
  }

  async updateInfo(manager: EntityManager, id: string, info: CompanyRegistrationInfo, status: RequestStatus, now: Date): Promise<void> {
    await manager.query(
      `UPDATE company_registration_requests SET registration_info = $2, inn = $3, status = $4, updated_at = $5 WHERE id = $1`,
      [id, info, info.inn, status, now],
    );
  }

  async setDecision(
    manager: EntityManager,
    id: string,
    input: { status: RequestStatus; companyId?: string; contractFileId?: string | null; now: Date },
  ): Promise<void> {
    await manager.query(
      `UPDATE company_registration_requests
       SET status = $2, company_id = COALESCE($3, company_id), contract_file_id = COALESCE($4, contract_file_id), updated_at = $5
       WHERE id = $1`,
      [id, input.status, input.companyId ?? null, input.contractFileId ?? null, input.now],
    );
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query('DELETE FROM company_registration_requests WHERE id = $1', [id]);
  }

  async addHistory(
    manager: EntityManager,
    entry: { requestId: string; status: RequestStatus; commentary: string | null; actor: HistoryActor; actorUserId: string; now: Date },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO company_registration_request_history (request_id, status, commentary, actor, actor_user_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.requestId, entry.status, entry.commentary, entry.actor, entry.actorUserId, entry.now],
    );
  }

  /** Oldest first (by insertion: entries of one transaction share its time). */
  async history(requestIds: readonly string[], manager?: EntityManager): Promise<HistoryEntryRow[]> {
    if (requestIds.length === 0) return [];
    return this.db(manager).query(
      `SELECT request_id AS "requestId", status, commentary, actor, created_at AS "createdAt"
       FROM company_registration_request_history WHERE request_id = ANY($1::uuid[]) ORDER BY id`,
      [requestIds],
    );
  }

  async applicant(userId: string, manager?: EntityManager): Promise<ApplicantRow | null> {
    const [row] = await this.db(manager).query(
      `SELECT id AS "userId", login, first_name AS "firstName", last_name AS "lastName", email FROM users WHERE id = $1`,
      [userId],
    );
    return row ?? null;
  }

  async list(
    filters: RequestFilters,
    sort: Sort<RequestSortColumn>,
    skip: number,
    take: number,
  ): Promise<{ rows: RequestListRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filters.statuses?.length) {
      params.push(filters.statuses);
      where.push(`r.status = ANY($${params.length}::text[])`);
    }
    if (filters.kind) {
      params.push(filters.kind);
      where.push(`r.kind = $${params.length}`);
    }
    if (filters.query) {
      params.push(`%${filters.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const p = `$${params.length}`;
      where.push(`(r.registration_info->>'name' ILIKE ${p} OR r.registration_info->>'shortName' ILIKE ${p} OR r.inn ILIKE ${p}
        OR concat_ws(' ', u.last_name, u.first_name, u.patronymic) ILIKE ${p} OR u.login ILIKE ${p} OR u.email ILIKE ${p})`);
    }
    const from = `FROM company_registration_requests r JOIN users u ON u.id = r.applicant_user_id
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total ${from}`, params);
    const rows = await this.dataSource.query(
      `SELECT ${COLUMNS}, u.last_name AS "applicantLastName", u.first_name AS "applicantFirstName", u.login AS "applicantLogin"
       ${from} ORDER BY ${sort.column} ${sort.direction}, r.id ${sort.direction}
       OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, skip, take],
    );
    return { rows, total };
  }
}
