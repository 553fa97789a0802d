import { Injectable } from '@nestjs/common';
import type { DeliveryState } from '@nebo/shared-vocabulary';
import { DataSource, EntityManager } from 'typeorm';
import type { LocalAgreementRow, LocalAgreementStatusRow, LocalAttachmentRow, PreviousDocumentRow } from '../entities/local-agreement.row';

const COLUMNS = `id, flight_request_id AS "flightRequestId", authority_id AS "authorityId", status, purpose,
  decision_number AS "decisionNumber", to_char(decision_date, 'YYYY-MM-DD') AS "decisionDate", outside_locality AS "outsideLocality", route_crosses AS "routeCrosses",
  send_at AS "sendAt", recipient_email AS "recipientEmail", comment, delivery_job_id AS "deliveryJobId",
  delivery_state AS "deliveryState", delivery_attempts AS "deliveryAttempts", delivery_last_error AS "deliveryLastError",
  delivered_at AS "deliveredAt", decided_by_user_id AS "decidedByUserId", decided_by_name AS "decidedByName",
  decided_at AS "decidedAt", decision_file_id AS "decisionFileId", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** All of the module's SQL. Callers check the flight's owner first: rows here are found by flight id. */
@Injectable()
export class LocalAgreementsRepository {
  constructor(private readonly dataSource: DataSource) {}

  listForFlight(flightRequestId: string, manager: EntityManager = this.dataSource.manager): Promise<LocalAgreementRow[]> {
    return manager.query(`SELECT ${COLUMNS} FROM local_government_agreements WHERE flight_request_id = $1 ORDER BY created_at, id`, [
      flightRequestId,
    ]);
  }

  /** The agreements of many flights in one query (the requests list's summary), each flight's oldest first. */
  statusesOf(flightRequestIds: readonly string[]): Promise<LocalAgreementStatusRow[]> {
    return this.dataSource.query(
      `SELECT flight_request_id AS "flightRequestId", authority_id AS "authorityId", status FROM local_government_agreements
        WHERE flight_request_id = ANY($1::uuid[]) ORDER BY flight_request_id, created_at, id`,
      [flightRequestIds],
    );
  }

  /** With `lock`, the row is locked for the caller's transaction (two sends of one application queue up). */
  async find(
    flightRequestId: string,
    authorityId: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<LocalAgreementRow | null> {
    const rows: LocalAgreementRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM local_government_agreements WHERE flight_request_id = $1 AND authority_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
      [flightRequestId, authorityId],
    );
    return rows[0] ?? null;
  }

  async findById(id: string): Promise<LocalAgreementRow | null> {
    const rows: LocalAgreementRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM local_government_agreements WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** Null when the flight already has this authority (the unique pair). */
  async insert(
    manager: EntityManager,
    values: { flightRequestId: string; authorityId: string; routeCrosses: boolean },
    at: Date,
  ): Promise<LocalAgreementRow | null> {
    const rows: LocalAgreementRow[] = await manager.query(
      `INSERT INTO local_government_agreements (flight_request_id, authority_id, route_crosses, created_at, updated_at) VALUES ($1, $2, $4, $3, $3)
       ON CONFLICT (flight_request_id, authority_id) DO NOTHING RETURNING ${COLUMNS}`,
      [values.flightRequestId, values.authorityId, at, values.routeCrosses],
    );
    return rows[0] ?? null;
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query('DELETE FROM local_government_agreements WHERE id = $1', [id]);
  }

  async setPurpose(manager: EntityManager, ids: readonly string[], purpose: string, at: Date): Promise<void> {
    await manager.query('UPDATE local_government_agreements SET purpose = $2, updated_at = $3 WHERE id = ANY($1::uuid[])', [
      ids,
      purpose,
      at,
    ]);
  }

  async setOutsideLocality(manager: EntityManager, ids: readonly string[], value: boolean, at: Date): Promise<void> {
    await manager.query('UPDATE local_government_agreements SET outside_locality = $2, updated_at = $3 WHERE id = ANY($1::uuid[])', [
      ids,
      value,
      at,
    ]);
  }

  async setDecision(manager: EntityManager, id: string, decision: { number: string; dateOfIssue: string } | null, at: Date): Promise<void> {
    await manager.query(
      `UPDATE local_government_agreements SET status = $2, decision_number = $3, decision_date = $4::date, updated_at = $5 WHERE id = $1`,
      [id, decision ? 'CONFIRMED' : 'PENDING', decision?.number ?? null, decision?.dateOfIssue ?? null, at],
    );
  }

  /** An authority's decision on the platform (issue 13): CONFIRMED with the permission, or REFUSED with the comment. */
  async decide(
    manager: EntityManager,
    id: string,
    decision: {
      status: 'CONFIRMED' | 'REFUSED';
      number: string | null;
      dateOfIssue: string | null;
      comment: string | null;
      fileId: string | null;
      decidedByUserId: string;
      decidedByName: string;
      decidedAt: Date;
    },
  ): Promise<void> {
    await manager.query(
      `UPDATE local_government_agreements SET status = $2, decision_number = $3, decision_date = $4::date, comment = $5,
         decision_file_id = $6, decided_by_user_id = $7, decided_by_name = $8, decided_at = $9, updated_at = $9 WHERE id = $1`,
      [
        id,
        decision.status,
        decision.number,
        decision.dateOfIssue,
        decision.comment,
        decision.fileId,
        decision.decidedByUserId,
        decision.decidedByName,
        decision.decidedAt,
      ],
    );
  }

  /** Sent (again): a new application awaits the administration's decision; an earlier refusal stays in the case file. */
  async markSent(manager: EntityManager, id: string, values: { sendAt: Date; recipientEmail: string | null }): Promise<void> {
    await manager.query(
      `UPDATE local_government_agreements SET status = 'PENDING', send_at = $2, recipient_email = $3, delivery_state = 'QUEUED',
         delivery_attempts = 0, delivery_last_error = NULL, delivered_at = NULL, delivery_job_id = NULL,
         decided_by_user_id = NULL, decided_by_name = NULL, decided_at = NULL, decision_file_id = NULL, updated_at = $2 WHERE id = $1`,
      [id, values.sendAt, values.recipientEmail],
    );
  }

  async setDeliveryJob(manager: EntityManager, id: string, jobId: string | null): Promise<void> {
    await manager.query('UPDATE local_government_agreements SET delivery_job_id = $2 WHERE id = $1', [id, jobId]);
  }

  /** The send job's progress; only the job named here moves it (a superseded job's late report is ignored). */
  async recordDelivery(
    id: string,
    jobId: string,
    change: { state: DeliveryState; attempt?: boolean; lastError?: string | null; deliveredAt?: Date | null },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE local_government_agreements SET delivery_state = $3,
         delivery_attempts = delivery_attempts + CASE WHEN $4 THEN 1 ELSE 0 END,
         delivery_last_error = CASE WHEN $5::boolean THEN $6 ELSE delivery_last_error END,
         delivered_at = COALESCE($7, delivered_at)
       WHERE id = $1 AND delivery_job_id = $2`,
      [
        id,
        jobId,
        change.state,
        change.attempt ?? false,
        change.lastError !== undefined,
        change.lastError ?? null,
        change.deliveredAt ?? null,
      ],
    );
  }

  attachmentsOf(agreementIds: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<LocalAttachmentRow[]> {
    return manager.query(
      `SELECT agreement_id AS "agreementId", document_type AS "documentType", distribution, file_id::text AS "fileId"
         FROM local_agreement_attachments WHERE agreement_id = ANY($1::uuid[]) ORDER BY agreement_id, position`,
      [agreementIds],
    );
  }

  async replaceAttachments(
    manager: EntityManager,
    agreementId: string,
    attachments: readonly Omit<LocalAttachmentRow, 'agreementId'>[],
  ): Promise<void> {
    await manager.query('DELETE FROM local_agreement_attachments WHERE agreement_id = $1', [agreementId]);
    if (attachments.length === 0) return;
    await manager.query(
      `INSERT INTO local_agreement_attachments (agreement_id, document_type, distribution, file_id, position)
       SELECT $1, a.document_type, a.distribution, a.file_id, a.position
         FROM jsonb_to_recordset($2::jsonb) AS a(document_type text, distribution text, file_id uuid, position int)`,
      [
        agreementId,
        JSON.stringify(
          attachments.map((a, position) => ({ document_type: a.documentType, distribution: a.distribution, file_id: a.fileId, position })),
        ),
      ],
    );
  }

  /** Which of these files an attachment of another agreement still holds (a PREVIOUS reuse shares the file). */
  async filesHeldElsewhere(manager: EntityManager, fileIds: readonly string[], agreementId: string): Promise<Set<string>> {
    const rows: Array<{ fileId: string }> = await manager.query(
      `SELECT DISTINCT file_id::text AS "fileId" FROM local_agreement_attachments WHERE file_id = ANY($1::uuid[]) AND agreement_id <> $2`,
      [fileIds, agreementId],
    );
    return new Set(rows.map((r) => r.fileId));
  }

  /**
   * Per document type, the newest file the user sent to any administration: an attachment of a sent
   * application of one of the user's flights (the flight's owner is the user).
   */
  previousDocuments(userId: string, manager: EntityManager = this.dataSource.manager): Promise<PreviousDocumentRow[]> {
    return manager.query(
      `SELECT DISTINCT ON (a.document_type) a.document_type AS "documentType", a.file_id::text AS "fileId"
         FROM local_agreement_attachments a
         JOIN local_government_agreements g ON g.id = a.agreement_id
         JOIN flight_requests f ON f.id = g.flight_request_id
        WHERE f.owner_kind = 'USER' AND f.owner_id = $1 AND g.send_at IS NOT NULL AND a.document_type IS NOT NULL
        ORDER BY a.document_type, g.send_at DESC, a.id DESC`,
      [userId],
    );
  }

  /** The decision numbers of a flight's confirmed local agreements, oldest first. */
  async permitNumbers(flightRequestId: string): Promise<string[]> {
    const rows: Array<{ number: string }> = await this.dataSource.query(
      `SELECT decision_number AS number FROM local_government_agreements
        WHERE flight_request_id = $1 AND status = 'CONFIRMED' AND decision_number IS NOT NULL ORDER BY created_at, id`,
      [flightRequestId],
    );
    return rows.map((r) => r.number);
  }
}
