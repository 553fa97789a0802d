import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { FlightMessageRow, ShrInfoRow } from '../entities/flight-message.row';

const columns = (m: string) => `${m}.id, ${m}.flight_request_id AS "flightRequestId", ${m}.date_id AS "dateId", ${m}.kind, ${m}.text,
  ${m}.dedup_key AS "dedupKey", ${m}.external_id AS "externalId", ${m}.sent_at AS "sentAt", ${m}.reply, ${m}.reply_at AS "replyAt",
  ${m}.created_at AS "createdAt"`;
const COLUMNS = columns('flight_messages');

/** All SQL of flight_messages. */
@Injectable()
export class FlightMessagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  listFor(flightRequestId: string): Promise<FlightMessageRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM flight_messages WHERE flight_request_id = $1 ORDER BY created_at, id`, [
      flightRequestId,
    ]);
  }

  listForDate(dateId: string, manager: EntityManager = this.dataSource.manager): Promise<FlightMessageRow[]> {
    return manager.query(`SELECT ${COLUMNS} FROM flight_messages WHERE date_id = $1 ORDER BY created_at, id`, [dateId]);
  }

  async find(id: string, manager: EntityManager = this.dataSource.manager): Promise<FlightMessageRow | null> {
    const rows: FlightMessageRow[] = await manager.query(`SELECT ${COLUMNS} FROM flight_messages WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  async findByDedupKey(dedupKey: string, manager: EntityManager): Promise<FlightMessageRow | null> {
    const rows: FlightMessageRow[] = await manager.query(`SELECT ${COLUMNS} FROM flight_messages WHERE dedup_key = $1 FOR UPDATE`, [
      dedupKey,
    ]);
    return rows[0] ?? null;
  }

  /** The newest message of a kind for a date (the SHR a reply acknowledges, the DEP a SID answers). */
  async latestOfKind(dateId: string, kind: string, manager: EntityManager): Promise<FlightMessageRow | null> {
    const rows: FlightMessageRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM flight_messages WHERE date_id = $1 AND kind = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [dateId, kind],
    );
    return rows[0] ?? null;
  }

  /**
   * The flight dates of many flights that have an SHR, with the date's state and its latest SHR, in one query:
   * from the dates' states (indexed by flight) to their messages (indexed by date), so no flight is read twice.
   */
  latestShrOf(flightRequestIds: readonly string[]): Promise<ShrInfoRow[]> {
    return this.dataSource.query(
      `SELECT DISTINCT ON (m.date_id) s.flight_request_id AS "flightRequestId", s.date_id AS "dateId", s.status, s.sid,
              m.sent_at AS "sentAt", m.text
         FROM flight_date_states s
         JOIN flight_messages m ON m.date_id = s.date_id AND m.kind = 'SHR'
        WHERE s.flight_request_id = ANY($1::uuid[])
        ORDER BY m.date_id, m.created_at DESC, m.id DESC`,
      [flightRequestIds],
    );
  }

  /** The owner's messages of one kind sent by a channel (the SPPI SHR status list). */
  listSentBy(ownerUserId: string, kind: string, channel: string, flightRequestId?: string, dateId?: string): Promise<FlightMessageRow[]> {
    return this.dataSource.query(
      `SELECT ${columns('m')} FROM flight_messages m
       JOIN orvd_agreements o ON o.flight_request_id = m.flight_request_id
       JOIN deliveries d ON d.subject = 'MESSAGE' AND d.subject_id = m.id::text
       WHERE o.owner_user_id = $1 AND m.kind = $2 AND d.channel = $3 AND m.external_id IS NOT NULL
         AND ($4::uuid IS NULL OR m.flight_request_id = $4) AND ($5::uuid IS NULL OR m.date_id = $5)
       ORDER BY m.created_at DESC`,
      [ownerUserId, kind, channel, flightRequestId ?? null, dateId ?? null],
    );
  }

  async insert(
    manager: EntityManager,
    row: Pick<FlightMessageRow, 'id' | 'flightRequestId' | 'dateId' | 'kind' | 'text' | 'dedupKey' | 'createdAt'>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO flight_messages (id, flight_request_id, date_id, kind, text, dedup_key, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [row.id, row.flightRequestId, row.dateId, row.kind, row.text, row.dedupKey, row.createdAt],
    );
  }

  async markSent(manager: EntityManager, id: string, externalId: string, sentAt: Date): Promise<void> {
    await manager.query('UPDATE flight_messages SET external_id = $2, sent_at = COALESCE(sent_at, $3) WHERE id = $1', [
      id,
      externalId,
      sentAt,
    ]);
  }

  /** Keeps every reply's text (a centre may answer twice: ACK then IDEP to the same key), newest last. */
  async addReply(manager: EntityManager, id: string, text: string, at: Date): Promise<void> {
    await manager.query(
      `UPDATE flight_messages SET reply = CASE WHEN reply IS NULL THEN $2 ELSE reply || E'\\n' || $2 END, reply_at = $3 WHERE id = $1`,
      [id, text, at],
    );
  }
}
