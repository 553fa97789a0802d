import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import type { SunriseResponseDto } from '../dtos/sunrise.dto';
import type { SunriseQuery } from '../dtos/sunrise.query';
import { MOSCOW_TIME_ZONE, formatMoscowIso, moscowToday } from '../sun/moscow-time';
import { solarDay } from '../sun/noaa-solar';
import { RussiaBoundaryService } from './russia-boundary.service';

/** `GET /public/sunrise`: computed locally (NOAA algorithm), answered in Moscow time. */
@Injectable()
export class SunriseService {
  constructor(
    private readonly russia: RussiaBoundaryService,
    private readonly clock: Clock,
  ) {}

  sunrise(query: SunriseQuery): SunriseResponseDto {
    if (query.withinRussia && !this.russia.contains(query.lat, query.lng)) {
      throw new FieldValidationException([
        { field: 'lat', error: 'the point is outside Russia' },
        { field: 'lng', error: 'the point is outside Russia' },
      ]);
    }
    const date = query.date ?? moscowToday(this.clock.now());
    const [year, month, day] = date.split('-').map(Number);
    const solar = solarDay({ year, month, day }, query.lat, query.lng);
    const format = (instant: Date | null) => (instant ? formatMoscowIso(instant) : null);
    return {
      date,
      lat: query.lat,
      lng: query.lng,
      timeZone: MOSCOW_TIME_ZONE,
      sunrise: format(solar.sunrise),
      sunset: format(solar.sunset),
      solarNoon: formatMoscowIso(solar.solarNoon),
      civilDawn: format(solar.civilDawn),
      civilDusk: format(solar.civilDusk),
      dayLength: solar.dayLengthSeconds,
      polar: solar.polar,
    };
  }
}
