import { Injectable } from '@nestjs/common';
import type { AuthorityType } from '@nebo/shared-vocabulary';
import { DataSource } from 'typeorm';
import type { CrossingFilter, ReviewSortField, ReviewStatus } from '../domain/review-status';
import type { ApplicantDocumentRow, AreaRow, InFlightRow, OrvdSubmissionRow, ReviewRow, TodaysFlightRow } from '../entities/review.row';

/** What the list filters on, already turned into instants and codes by the service. */
export interface ReviewFilter {
  statuses?: readonly ReviewStatus[];
  flightFrom?: Date;
  flightTo?: Date;
  applicant?: string;
  drone?: string;
  purposeCodes?: readonly string[];
  crossing?: CrossingFilter;
  text?: string;
}

export interface ReviewSort {
  field: ReviewSortField;
  direction: 'ASC' | 'DESC';
}

const SORT_COLUMNS: Record<ReviewSortField, string> = {
  sendDateTime: '"sendAt"',
  firstFlightDateTime: '"firstFlightAt"',
  name: 'lower("name")',
};

/*
 * The review module owns no table: it reads the agreements' rows sent to one authority, with the flights, their
 * owners and drones, for reading only (the case file reads `authorities` the same way). One query per list page
 * whatever the filters; the tables' owners (agreements, local-agreements) write every change.
 */

/** A zonal centre's agreements it was sent, as review rows ($1 = the authority). */
const ORVD_SOURCE = `
  SELECT a.flight_request_id AS id, 'ORVD' AS body,
    CASE a.decision WHEN 'ALLOWED' THEN 'APPROVED' WHEN 'REJECTED' THEN 'REJECTED' ELSE 'AWAITING' END AS review_status,
    a.status AS agreement_status, a.send_at, a.decision_at, a.route_crosses AS crosses
  FROM orvd_agreements a
  WHERE a.authority_id = $1 AND a.send_at IS NOT NULL AND (a.decision IS NOT NULL OR a.status IN ('SENDING', 'PENDING'))`;

/** An administration's applications it was sent ($1 = the authority); a pilot's own CONFIRMED counts as approved. */
const LOCAL_SOURCE = `
  SELECT a.flight_request_id AS id, 'LOCAL' AS body,
    CASE a.status WHEN 'CONFIRMED' THEN 'APPROVED' WHEN 'REFUSED' THEN 'REJECTED' ELSE 'AWAITING' END AS review_status,
    a.status AS agreement_status, a.send_at,
    COALESCE(a.decided_at, CASE WHEN a.status <> 'PENDING' THEN a.updated_at END) AS decision_at, a.route_crosses AS crosses
  FROM local_government_agreements a
  WHERE a.authority_id = $1 AND a.send_at IS NOT NULL`;

function reviewRows(type: AuthorityType): string {
  return `
  WITH r AS (${type === 'ZONAL_CENTER' ? ORVD_SOURCE : LOCAL_SOURCE}),
  x AS (
    SELECT r.id, f.name, r.body, r.review_status AS "reviewStatus", r.agreement_status AS "agreementStatus",
      f.owner_kind AS "ownerKind", f.owner_id AS "ownerId", f.acting_user_id AS "actingUserId",
      CASE WHEN f.owner_kind = 'USER' THEN f.owner_id ELSE f.acting_user_id END AS "recipientUserId",
      CASE WHEN f.owner_kind = 'USER'
        THEN COALESCE(NULLIF(concat_ws(' ', u.last_name, u.first_name, u.patronymic), ''), u.email, u.login)
        ELSE c.organisation_name END AS "applicantName",
      CASE WHEN f.owner_kind = 'USER' THEN u.email ELSE au.email END AS "applicantEmail",
      CASE WHEN f.owner_kind = 'USER' THEN u.phone ELSE au.phone END AS "applicantPhone",
      c.organisation_name AS "companyName",
      f.drone_id AS "droneId", f.drone_registration_number AS "droneRegistrationNumber",
      COALESCE(dm.name, d.name, f.drone_name) AS "droneModel", f.purpose_code AS "purposeCode",
      f.first_flight_at AS "firstFlightAt",
      (SELECT max(i.finish_at) FROM flight_request_intervals i WHERE i.flight_request_id = f.id) AS "lastFlightAt",
      r.send_at AS "sendAt", r.decision_at AS "decisionAt", r.crosses AS "crossesArea"
    FROM r
    JOIN flight_requests f ON f.id = r.id
    LEFT JOIN users u ON f.owner_kind = 'USER' AND u.id = f.owner_id
    LEFT JOIN users au ON au.id = f.acting_user_id
    LEFT JOIN LATERAL (
      SELECT e.organisation_name FROM user_employments e WHERE f.owner_kind = 'COMPANY' AND e.organisation_id = f.owner_id LIMIT 1
    ) c ON true
    LEFT JOIN drones d ON d.id = f.drone_id
    LEFT JOIN drone_models dm ON dm.id = d.model_id
  )`;
}

const ROW_COLUMNS = `id, name, body, "reviewStatus", "agreementStatus", "ownerKind", "ownerId", "actingUserId", "recipientUserId",
  "applicantName", "applicantEmail", "applicantPhone", "droneId", "droneRegistrationNumber", "droneModel", "purposeCode",
  "firstFlightAt", "lastFlightAt", "sendAt", "decisionAt", "crossesArea"`;

/** ILIKE treats % and _ as wildcards: typed text means the characters themselves. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

@Injectable()
export class ReviewRepository {
  constructor(private readonly dataSource: DataSource) {}

  async page(
    authority: { id: string; type: AuthorityType },
    filter: ReviewFilter,
    sort: ReviewSort,
    skip: number,
    take: number,
  ): Promise<{ rows: ReviewRow[]; totalCount: number }> {
    const params: unknown[] = [authority.id];
    const where = this.where(filter, params);
    const base = `${reviewRows(authority.type)} SELECT ${ROW_COLUMNS} FROM x WHERE ${where}`;
    const order = `${SORT_COLUMNS[sort.field]} ${sort.direction} NULLS LAST, id ${sort.direction}`;
    const [rows, counted] = await Promise.all([
      this.dataSource.query(`${base} ORDER BY ${order} OFFSET $${params.length + 1} LIMIT $${params.length + 2}`, [
        ...params,
        skip,
        take,
      ]) as Promise<ReviewRow[]>,
      this.dataSource.query(`${reviewRows(authority.type)} SELECT count(*)::int AS n FROM x WHERE ${where}`, params) as Promise<
        Array<{ n: number }>
      >,
    ]);
    return { rows, totalCount: counted[0]?.n ?? 0 };
  }

  /** One request sent to this authority; null when it was not (or does not exist). */
  async find(authority: { id: string; type: AuthorityType }, id: string): Promise<ReviewRow | null> {
    const rows: ReviewRow[] = await this.dataSource.query(`${reviewRows(authority.type)} SELECT ${ROW_COLUMNS} FROM x WHERE id = $2`, [
      authority.id,
      id,
    ]);
    return rows[0] ?? null;
  }

  /** Counts for the dashboard: awaiting now, and decided within [from, to). */
  async counts(
    authority: { id: string; type: AuthorityType },
    from: Date,
    to: Date,
  ): Promise<{ awaiting: number; approved: number; rejected: number }> {
    const rows: Array<{ awaiting: number; approved: number; rejected: number }> = await this.dataSource.query(
      `${reviewRows(authority.type)}
       SELECT count(*) FILTER (WHERE "reviewStatus" = 'AWAITING')::int AS awaiting,
              count(*) FILTER (WHERE "reviewStatus" = 'APPROVED' AND "decisionAt" >= $2 AND "decisionAt" < $3)::int AS approved,
              count(*) FILTER (WHERE "reviewStatus" = 'REJECTED' AND "decisionAt" >= $2 AND "decisionAt" < $3)::int AS rejected
       FROM x`,
      [authority.id, from, to],
    );
    return rows[0] ?? { awaiting: 0, approved: 0, rejected: 0 };
  }

  /** The dates of this authority's requests in the air now (INFLIGHT from the centre's IDEP). */
  inFlight(authority: { id: string; type: AuthorityType }): Promise<InFlightRow[]> {
    return this.dataSource.query(
      `${reviewRows(authority.type)}
       SELECT x.id AS "flightRequestId", x.name, x."applicantName", i.id AS "dateId", i.start_at AS "startAt", i.finish_at AS "finishAt", s.sid
       FROM x JOIN flight_date_states s ON s.flight_request_id = x.id AND s.status = 'INFLIGHT'
       JOIN flight_request_intervals i ON i.id = s.date_id
       ORDER BY i.start_at, i.id`,
      [authority.id],
    );
  }

  /** Every flight date of this authority's requests overlapping [from, to), with the route to draw. */
  todaysFlights(authority: { id: string; type: AuthorityType }, from: Date, to: Date): Promise<TodaysFlightRow[]> {
    return this.dataSource.query(
      `${reviewRows(authority.type)}
       SELECT x.id AS "flightRequestId", x.name, x."reviewStatus", i.start_at AS "startAt", i.finish_at AS "finishAt", f.geometry
       FROM x JOIN flight_request_intervals i ON i.flight_request_id = x.id AND i.start_at < $3 AND i.finish_at > $2
       JOIN flight_requests f ON f.id = x.id
       ORDER BY i.start_at, i.id`,
      [authority.id, from, to],
    );
  }

  /** A zonal centre's sent agreements whose crossing of its area was never computed, with their routes. */
  uncomputedCrossings(authorityId: string, limit: number): Promise<Array<{ id: string; geometry: unknown }>> {
    return this.dataSource.query(
      `SELECT a.flight_request_id AS id, f.geometry FROM orvd_agreements a JOIN flight_requests f ON f.id = a.flight_request_id
        WHERE a.authority_id = $1 AND a.send_at IS NOT NULL AND a.route_crosses IS NULL LIMIT $2`,
      [authorityId, limit],
    );
  }

  /** The authority's area on the map (read from the map's objects): by code for a centre, by map object for a municipality. */
  async area(authority: { type: AuthorityType; code: string; mapObjectId: string | null }): Promise<AreaRow | null> {
    const shapes = 'COALESCE(shape_b2, shape_b3, shape) AS shape, COALESCE(shape_b3, shape) AS "fineShape"';
    const rows: AreaRow[] =
      authority.type === 'ZONAL_CENTER'
        ? await this.dataSource.query(`SELECT ${shapes} FROM map_objects WHERE layer = 'ZONAL_CENTERS' AND external_id = $1 LIMIT 1`, [
            authority.code,
          ])
        : authority.mapObjectId
          ? await this.dataSource.query(`SELECT ${shapes} FROM map_objects WHERE id::text = $1 LIMIT 1`, [authority.mapObjectId])
          : [];
    return rows[0] ?? null;
  }

  /** The owner's personal documents (type and number; their scans are the owner's personal data, never shown). */
  documentsOf(userId: string): Promise<ApplicantDocumentRow[]> {
    return this.dataSource.query(
      `SELECT id, type_code AS type, series, number, to_char(issued, 'YYYY-MM-DD') AS "issuedAt" FROM personal_documents
        WHERE owner_user_id = $1 ORDER BY type_code`,
      [userId],
    );
  }

  /** The state of each flight date a message was sent about (a date without one is CREATED). */
  dateStates(flightRequestId: string): Promise<Array<{ dateId: string; status: string }>> {
    return this.dataSource.query(`SELECT date_id AS "dateId", status FROM flight_date_states WHERE flight_request_id = $1`, [
      flightRequestId,
    ]);
  }

  /** What the owner sent the zonal centre, and its decision. */
  async orvdSubmission(flightRequestId: string): Promise<OrvdSubmissionRow | null> {
    const rows: OrvdSubmissionRow[] = await this.dataSource.query(
      `SELECT usage_mode AS "usageMode", regime_number AS "regimeNumber", to_char(regime_date, 'YYYY-MM-DD') AS "regimeDate",
         channel, petition, takeoff_airport AS "takeoffAirport", landing_airport AS "landingAirport", restricted_zone AS "restrictedZone",
         decision, permit_number AS "permitNumber", to_char(permit_date, 'YYYY-MM-DD') AS "permitDate", comment,
         decision_file_id AS "decisionFileId", decided_by_name AS "decidedByName", decision_at AS "decisionAt"
       FROM orvd_agreements WHERE flight_request_id = $1`,
      [flightRequestId],
    );
    return rows[0] ?? null;
  }

  private where(filter: ReviewFilter, params: unknown[]): string {
    const clauses = ['true'];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (filter.statuses?.length) clauses.push(`"reviewStatus" = ANY(${add(filter.statuses)}::text[])`);
    if (filter.flightFrom || filter.flightTo) {
      const parts = ['i.flight_request_id = x.id'];
      if (filter.flightFrom) parts.push(`i.finish_at > ${add(filter.flightFrom)}`);
      if (filter.flightTo) parts.push(`i.start_at < ${add(filter.flightTo)}`);
      clauses.push(`EXISTS (SELECT 1 FROM flight_request_intervals i WHERE ${parts.join(' AND ')})`);
    }
    if (filter.applicant) {
      const p = add(contains(filter.applicant));
      clauses.push(`("applicantName" ILIKE ${p} OR "applicantEmail" ILIKE ${p} OR "companyName" ILIKE ${p})`);
    }
    if (filter.drone) {
      const p = add(contains(filter.drone));
      clauses.push(`("droneRegistrationNumber" ILIKE ${p} OR "droneModel" ILIKE ${p})`);
    }
    if (filter.purposeCodes) clauses.push(`"purposeCode" = ANY(${add(filter.purposeCodes)}::text[])`);
    if (filter.crossing) clauses.push(filter.crossing === 'CROSSES' ? '"crossesArea" IS TRUE' : '"crossesArea" IS NOT TRUE');
    if (filter.text) clauses.push(`name ILIKE ${add(contains(filter.text))}`);
    return clauses.join(' AND ');
  }
}
