import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { moscowDate, moscowDayEnd, moscowDayStart } from '../domain/moscow-day';
import type { AuthorityDashboardDto } from '../dtos/review.dto';
import { ReviewRepository } from '../repositories/review.repository';
import { type Reviewer, ReviewScope } from './review-scope';

/** The authority's day at a glance; "today" is the Moscow day. */
@Injectable()
export class ReviewDashboard {
  constructor(
    private readonly repository: ReviewRepository,
    private readonly scope: ReviewScope,
    private readonly clock: Clock,
  ) {}

  async dashboard(reviewer: Reviewer): Promise<AuthorityDashboardDto> {
    const today = moscowDate(this.clock.now());
    const from = moscowDayStart(today);
    const to = moscowDayEnd(today);
    const [counts, inFlight, todays, area] = await Promise.all([
      this.repository.counts(reviewer.scope, from, to),
      this.repository.inFlight(reviewer.scope),
      this.repository.todaysFlights(reviewer.scope, from, to),
      this.scope.area(reviewer),
    ]);
    const iso = (d: Date) => new Date(d).toISOString();
    return {
      awaiting: counts.awaiting,
      decidedToday: { approved: counts.approved, rejected: counts.rejected },
      inFlight: inFlight.map((f) => ({ ...f, startAt: iso(f.startAt), finishAt: iso(f.finishAt) })),
      todaysFlights: todays.map((f) => ({ ...f, startAt: iso(f.startAt), finishAt: iso(f.finishAt) })),
      areaGeometry: area?.shape ?? null,
    };
  }
}
