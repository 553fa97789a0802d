import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DeliveryRow, DeliverySubject } from '../entities/delivery.row';

const COLUMNS = `id, flight_request_id AS "flightRequestId", subject, subject_id AS "subjectId", channel, state, attempts,
  last_error AS "lastError", next_attempt_at AS "nextAttemptAt", delivered_at AS "deliveredAt", job_id AS "jobId",
  dedup_key AS "dedupKey", created_at AS "createdAt"`;

export type DeliveryChange = Partial<Pick<DeliveryRow, 'state' | 'attempts' | 'lastError' | 'nextAttemptAt' | 'deliveredAt' | 'jobId'>>;
const WRITABLE: Record<string, string> = {
  state: 'state',
  attempts: 'attempts',
  lastError: 'last_error',
  nextAttemptAt: 'next_attempt_at',
  deliveredAt: 'delivered_at',
  jobId: 'job_id',
};

/** All SQL of deliveries. */
@Injectable()
export class DeliveriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<DeliveryRow | null> {
    const rows: DeliveryRow[] = await manager.query(`SELECT ${COLUMNS} FROM deliveries WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
    return rows[0] ?? null;
  }

  /** The latest delivery of each subject (a channel switch leaves the superseded one CANCELED behind it). */
  latestFor(flightRequestId: string, manager: EntityManager = this.dataSource.manager): Promise<DeliveryRow[]> {
    return manager.query(
      `SELECT DISTINCT ON (subject, subject_id) ${COLUMNS} FROM deliveries WHERE flight_request_id = $1
       ORDER BY subject, subject_id, created_at DESC, id DESC`,
      [flightRequestId],
    );
  }

  async latestOf(subject: DeliverySubject, subjectId: string, manager: EntityManager): Promise<DeliveryRow | null> {
    const rows: DeliveryRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM deliveries WHERE subject = $1 AND subject_id = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [subject, subjectId],
    );
    return rows[0] ?? null;
  }

  async insert(
    manager: EntityManager,
    row: Pick<DeliveryRow, 'id' | 'flightRequestId' | 'subject' | 'subjectId' | 'channel' | 'dedupKey' | 'createdAt'>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO deliveries (id, flight_request_id, subject, subject_id, channel, state, dedup_key, created_at)
       VALUES ($1, $2, $3, $4, $5, 'QUEUED', $6, $7)`,
      [row.id, row.flightRequestId, row.subject, row.subjectId, row.channel, row.dedupKey, row.createdAt],
    );
  }

  async update(manager: EntityManager, id: string, change: DeliveryChange): Promise<void> {
    const sets: string[] = [];
    const values: unknown[] = [id];
    for (const [field, value] of Object.entries(change)) {
      if (value === undefined) continue;
      values.push(value);
      sets.push(`${WRITABLE[field]} = $${values.length}`);
    }
    if (sets.length > 0) await manager.query(`UPDATE deliveries SET ${sets.join(', ')} WHERE id = $1`, values);
  }
}
