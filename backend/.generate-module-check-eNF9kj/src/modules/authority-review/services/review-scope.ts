import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../../common/auth/principal';
import { OrvdAuthorityDecisions } from '../../agreements/services/authority-decisions';
import type { AuthorityDto } from '../../authorities/dtos/authorities.dto';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import { AuthorityMembership, type StaffMember } from '../../authority-staff/services/authority-membership';
import type { MapLocale } from '../../map/i18n/map-locale';
import type { AreaRow } from '../entities/review.row';
import { ReviewRepository } from '../repositories/review.repository';

/** The caller as a reviewer: the staff membership (403 otherwise) and the authority it reviews for. */
export interface Reviewer {
  member: StaffMember;
  authority: AuthorityDto;
  /** The authority as the repository scopes its queries. */
  scope: { id: string; type: AuthorityDto['type'] };
}

/** How many uncomputed crossings one call computes at most: the rest on the next call (each is a map query). */
const CROSSINGS_PER_CALL = 200;

/**
 * Who reviews, and the facts every review call needs about the authority: its area on the map and, for a zonal
 * centre, whether each request's route crosses it (computed once and stored on the agreement, D5).
 */
@Injectable()
export class ReviewScope {
  private readonly logger = new Logger(ReviewScope.name);

  constructor(
    private readonly membership: AuthorityMembership,
    private readonly authorities: AuthoritiesService,
    private readonly repository: ReviewRepository,
    private readonly orvdDecisions: OrvdAuthorityDecisions,
    private readonly dataSource: DataSource,
  ) {}

  /** @throws 403 `authority-staff.not-staff` for anyone not on an authority's staff. */
  async reviewer(caller: Caller, locale: MapLocale): Promise<Reviewer> {
    const member = await this.membership.require(caller);
    const authority = await this.authorities.get(member.authorityId, locale);
    return { member, authority, scope: { id: authority.id, type: authority.type } };
  }

  area(reviewer: Reviewer): Promise<AreaRow | null> {
    return this.repository.area({
      type: reviewer.authority.type,
      code: reviewer.authority.code,
      mapObjectId: reviewer.authority.mapObjectId,
    });
  }

  /**
   * A zonal centre's agreements store whether their route crosses the centre's area the first time the review
   * needs it (a municipality's agreement stored it when the pilot added it).
   */
  async computeCrossings(reviewer: Reviewer): Promise<void> {
    if (reviewer.authority.type !== 'ZONAL_CENTER') return;
    const pending = await this.repository.uncomputedCrossings(reviewer.authority.id, CROSSINGS_PER_CALL);
    for (const { id, geometry } of pending) {
      const crosses = await this.authorities
        .crossedBy(geometry)
        .then((crossed) => crossed.zonalCenters.some((a) => a.id === reviewer.authority.id))
        .catch((error: unknown) => {
          // An unreadable route crosses nothing the map can tell; stored so it is not tried on every call.
          this.logger.warn(`Crossing of ${id} not computed: ${(error as Error).message}`);
          return false;
        });
      await this.dataSource.transaction((manager) => this.orvdDecisions.storeRouteCrosses(manager, id, crosses));
    }
  }
}
