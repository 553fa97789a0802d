import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Advisory-lock key of the demo requests: instances starting together make them once. */
const DEMO_FLIGHTS_LOCK_KEY = 0x44656d6f; // "Demo" in ASCII

/**
 * The module's reads. It writes nothing itself: every request is made by the pilots' own services. The reads cross
 * other modules' tables (users, authorities, orvd_agreements, local_government_agreements, flight_requests and their
 * intervals) only to find what exists.
 */
@Injectable()
export class DemoFlightsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async userIdOf(subject: string): Promise<string | null> {
    const rows: { id: string }[] = await this.dataSource.query('SELECT id FROM users WHERE subject = $1', [subject]);
    return rows[0]?.id ?? null;
  }

  async authorityIdOf(code: string): Promise<string | null> {
    const rows: { id: string }[] = await this.dataSource.query('SELECT id FROM authorities WHERE code = $1', [code]);
    return rows[0]?.id ?? null;
  }

  /**
   * The owner's zonal-centre agreements with `authorityId` that wait for its decision (sent or being sent, undecided:
   * the review area's AWAITING) and whose first flight is still ahead.
   */
  async awaitingCount(ownerUserId: string, authorityId: string, now: Date): Promise<number> {
    const rows: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM orvd_agreements a
        WHERE a.owner_user_id = $1 AND a.authority_id = $2 AND a.status IN ('SENDING', 'PENDING') AND a.decision IS NULL
          AND (SELECT min(i.start_at) FROM flight_request_intervals i WHERE i.flight_request_id = a.flight_request_id) > $3`,
      [ownerUserId, authorityId, now],
    );
    return rows[0].count;
  }

  /** The owner's awaiting zonal-centre requests with `authorityId` (as awaitingCount counts them), newest first. */
  async awaitingFlightIds(ownerUserId: string, authorityId: string, now: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT a.flight_request_id AS id FROM orvd_agreements a
        WHERE a.owner_user_id = $1 AND a.authority_id = $2 AND a.status IN ('SENDING', 'PENDING') AND a.decision IS NULL
          AND (SELECT min(i.start_at) FROM flight_request_intervals i WHERE i.flight_request_id = a.flight_request_id) > $3
        ORDER BY a.created_at DESC, a.flight_request_id`,
      [ownerUserId, authorityId, now],
    );
    return rows.map((row) => row.id);
  }

  /** The owner's municipal applications that were sent and wait for the administration (neither permitted nor refused). */
  async sentMunicipalCount(ownerUserId: string): Promise<number> {
    const rows: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM local_government_agreements g
         JOIN flight_requests f ON f.id = g.flight_request_id
        WHERE f.owner_kind = 'USER' AND f.owner_id = $1 AND g.send_at IS NOT NULL AND g.status = 'PENDING'`,
      [ownerUserId],
    );
    return rows[0].count;
  }

  /**
   * Runs `work` while holding the session advisory lock on one connection; another instance holding it means the
   * demo data is being made there: null, nothing done.
   */
  async exclusively<T>(work: () => Promise<T>): Promise<T | null> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [DEMO_FLIGHTS_LOCK_KEY])) as {
        locked: boolean;
      }[];
      if (!locked) return null;
      try {
        return await work();
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [DEMO_FLIGHTS_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }
}
