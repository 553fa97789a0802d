import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { AdmittedPersonInputDto } from '../dtos/admitted-person-input.dto';
import { AdmittedPersonDto, AdmittedPersonPageDto } from '../dtos/admitted-person.dto';
import { AdmittedPersonQueryDto } from '../dtos/admitted-person-query.dto';
import { AdmittedPersonsService } from '../services/admitted-persons.service';

/** `/api/user/current/admitted-to-fly-persons` (docs/requirements.md#admitted-persons). */
@ApiTags('admitted persons')
@ApiBearerAuth()
@Controller('api/user/current/admitted-to-fly-persons')
export class AdmittedPersonsController {
  constructor(private readonly persons: AdmittedPersonsService) {}

  @Get()
  @ApiOperation({ summary: 'People admitted to fly the caller’s drones (data, totalCount, meta.totalCount)' })
  @ApiOkResponse({ type: AdmittedPersonPageDto })
  list(@CurrentCaller() caller: Caller, @Query() query: AdmittedPersonQueryDto): Promise<AdmittedPersonPageDto> {
    return this.persons.list(caller.userId, query);
  }

  // Declared before ':id' so the literal path is not read as an id.
  @Get('find-all-with-me')
  @ApiOperation({ summary: 'The caller first (me: true), then every admitted person' })
  @ApiOkResponse({ type: AdmittedPersonPageDto })
  allWithMe(@CurrentCaller() caller: Caller): Promise<AdmittedPersonPageDto> {
    return this.persons.allWithMe(caller.userId);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdmittedPersonDto })
  get(@CurrentCaller() caller: Caller, @Param('id', new ParseUUIDPipe({ version: undefined })) id: string): Promise<AdmittedPersonDto> {
    return this.persons.get(caller.userId, id);
  }

  @Post()
  @ApiCreatedResponse({ type: AdmittedPersonDto })
  create(@CurrentCaller() caller: Caller, @Body() dto: AdmittedPersonInputDto): Promise<AdmittedPersonDto> {
    return this.persons.create(caller.userId, dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: AdmittedPersonDto })
  update(
    @CurrentCaller() caller: Caller,
    @Param('id', new ParseUUIDPipe({ version: undefined })) id: string,
    @Body() dto: AdmittedPersonInputDto,
  ): Promise<AdmittedPersonDto> {
    return this.persons.update(caller.userId, id, dto);
  }
}
