import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AgreementEventRow } from '../entities/agreement-event.row';

// The authority's names are joined for reading only (authorities is a lower module; its table is read, never written).
const COLUMNS = `e.id::text AS id, e.flight_request_id AS "flightRequestId", e.at, e.actor, e.actor_user_id AS "actorUserId",
  e.actor_name AS "actorName", e.body, e.authority_id AS "authorityId", a.name_ru AS "authorityNameRu", a.name_en AS "authorityNameEn",
  e.event, e.summary_ru AS "summaryRu", e.summary_en AS "summaryEn", e.payload, e.digest`;

/** All SQL of agreement_events: inserts (in the caller's transaction) and reads; the table refuses anything else. */
@Injectable()
export class AgreementEventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, row: Omit<AgreementEventRow, 'id' | 'authorityNameRu' | 'authorityNameEn'>): Promise<string> {
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO agreement_events (flight_request_id, at, actor, actor_user_id, actor_name, body, authority_id, event, summary_ru,
         summary_en, payload, digest)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id::text AS id`,
      [
        row.flightRequestId,
        row.at,
        row.actor,
        row.actorUserId,
        row.actorName,
        row.body,
        row.authorityId,
        row.event,
        row.summaryRu,
        row.summaryEn,
        JSON.stringify(row.payload),
        row.digest,
      ],
    );
    return rows[0].id;
  }

  async page(flightRequestId: string, skip: number, take: number): Promise<{ rows: AgreementEventRow[]; totalCount: number }> {
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM agreement_events e LEFT JOIN authorities a ON a.id = e.authority_id
         WHERE e.flight_request_id = $1 ORDER BY e.at DESC, e.id DESC OFFSET $2 LIMIT $3`,
        [flightRequestId, skip, take],
      ) as Promise<AgreementEventRow[]>,
      this.dataSource.query('SELECT count(*)::int AS n FROM agreement_events WHERE flight_request_id = $1', [flightRequestId]) as Promise<
        { n: number }[]
      >,
    ]);
    return { rows, totalCount: count[0].n };
  }

  /** Every event of a flight, oldest first (the CSV reads as a chronicle). */
  all(flightRequestId: string): Promise<AgreementEventRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM agreement_events e LEFT JOIN authorities a ON a.id = e.authority_id
       WHERE e.flight_request_id = $1 ORDER BY e.at, e.id`,
      [flightRequestId],
    );
  }
}
