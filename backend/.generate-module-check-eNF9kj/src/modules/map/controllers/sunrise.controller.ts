import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/public.decorator';
import type { RawQuery } from '../dtos/query-values';
import { SunriseResponseDto } from '../dtos/sunrise.dto';
import { parseSunriseQuery } from '../dtos/sunrise.query';
import { SunriseService } from '../services/sunrise.service';

@ApiTags('map')
@Public()
@Controller('public')
export class SunriseController {
  constructor(private readonly sunrise: SunriseService) {}

  @Get('sunrise')
  @ApiOperation({ summary: 'Sunrise, sunset and civil twilight at a point (NOAA algorithm), in Moscow time' })
  @ApiQuery({ name: 'date', required: false, description: 'YYYY-MM-DD; today in Moscow when absent', example: '2026-06-21' })
  @ApiQuery({ name: 'lat', required: true, description: 'Decimal degrees or DD°MM\'SS"', example: '55.7558' })
  @ApiQuery({ name: 'lng', required: true, description: 'Decimal degrees or DD°MM\'SS"', example: '37.6173' })
  @ApiQuery({ name: 'within-ru', required: false, description: 'true: refuse a point outside Russia (400)', example: 'true' })
  @ApiOkResponse({ type: SunriseResponseDto })
  @ApiBadRequestResponse({ description: 'Bad date or coordinates, or a point outside Russia when within-ru=true' })
  get(@Query() query: RawQuery): SunriseResponseDto {
    return this.sunrise.sunrise(parseSunriseQuery(query));
  }
}
