import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../../../common/auth/current-principal.decorator';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { AdmittedPersonInputDto } from '../dtos/admitted-person-input.dto';
import { AdmittedPersonDto, AdmittedPersonPageDto } from '../dtos/admitted-person.dto';
import { AdmittedPersonQueryDto } from '../dtos/admitted-person-query.dto';
import { AdmittedPersonsService } from '../services/admitted-persons.service';

/** `/api/user/current/admitted-to-fly-persons` of the call catalogue (spec part 2 §7.10). */
@ApiTags('admitted persons')
@ApiBearerAuth()
@Controller('api/user/current/admitted-to-fly-persons')
export class AdmittedPersonsController {
  constructor(private readonly persons: AdmittedPersonsService) {}

  @Get()
  @ApiOperation({ summary: 'People admitted to fly the caller’s drones (data, totalCount, meta.totalCount)' })
  @ApiOkResponse({ type: AdmittedPersonPageDto })
  list(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Query() query: AdmittedPersonQueryDto): Promise<AdmittedPersonPageDto> {
    return this.persons.list(principal, query);
  }

  // Declared before ':id' so the literal path is not read as an id.
  @Get('find-all-with-me')
  @ApiOperation({ summary: 'The caller first (me: true), then every admitted person' })
  @ApiOkResponse({ type: AdmittedPersonPageDto })
  allWithMe(@CurrentPrincipal() principal: AuthenticatedPrincipal): Promise<AdmittedPersonPageDto> {
    return this.persons.allWithMe(principal);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdmittedPersonDto })
  get(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Param('id', new ParseUUIDPipe({ version: undefined })) id: string): Promise<AdmittedPersonDto> {
    return this.persons.get(principal, id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdmittedPersonDto })
  create(@CurrentPrincipal() principal: AuthenticatedPrincipal, @Body() dto: AdmittedPersonInputDto): Promise<AdmittedPersonDto> {
    return this.persons.create(principal, dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdmittedPersonDto })
  update(
    @CurrentPrincipal() principal: AuthenticatedPrincipal,
    @Param('id', new ParseUUIDPipe({ version: undefined })) id: string,
    @Body() dto: AdmittedPersonInputDto,
  ): Promise<AdmittedPersonDto> {
    return this.persons.update(principal, id, dto);
  }
}
