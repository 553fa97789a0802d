import { Controller, Get, Header, Headers, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { CompanyStaffGuard } from '../../companies/guards/company-staff.guard';
import { resolveLocale } from '../../dictionaries/domain/locale';
import { RegistrationNumberCheckDto, RegistrationNumberExistsDto } from '../../drones/dtos/registration-number-check.dto';
import { CompanyDroneDictionaryDto, CompanyDroneManufacturerListDto, CompanyDroneModelNameListDto } from '../dtos/company-drone.dto';
import { CompanyDroneOptionsQueryDto } from '../dtos/company-drone-query.dto';
import { CompanyDronesService } from '../services/company-drones.service';
import { NOT_STAFF } from './responses';

const LANGUAGE = { name: 'Accept-Language', required: false };

/** The company drone pages' options and dictionaries (spec §7.3), for every employee of a company. */
@ApiTags('company-drones')
@ApiBearerAuth()
@UseGuards(CompanyStaffGuard)
@ApiForbiddenResponse(NOT_STAFF)
@Controller('business/api/company-profile')
export class CompanyDroneOptionsController {
  constructor(private readonly drones: CompanyDronesService) {}

  @Get('drone-manufacturer')
  @ApiOperation({ summary: "Manufacturers of the company's drones (query, size): the list's filter options" })
  @ApiOkResponse({ type: CompanyDroneManufacturerListDto })
  manufacturers(@CurrentCaller() caller: Caller, @Query() query: CompanyDroneOptionsQueryDto): Promise<CompanyDroneManufacturerListDto> {
    return this.drones.manufacturers(caller, query);
  }

  @Get('drone-model-name')
  @ApiOperation({ summary: "Library models of the company's drones (query, size): the list's filter options" })
  @ApiOkResponse({ type: CompanyDroneModelNameListDto })
  models(@CurrentCaller() caller: Caller, @Query() query: CompanyDroneOptionsQueryDto): Promise<CompanyDroneModelNameListDto> {
    return this.drones.models(caller, query);
  }

  @Get('drone-type')
  @Header('Vary', 'Accept-Language')
  @ApiHeader(LANGUAGE)
  @ApiOkResponse({ type: CompanyDroneDictionaryDto })
  droneTypes(@Headers('accept-language') language: string | undefined): Promise<CompanyDroneDictionaryDto> {
    return this.drones.dictionary('drone-type', resolveLocale(undefined, language));
  }

  @Get('engine-type')
  @Header('Vary', 'Accept-Language')
  @ApiHeader(LANGUAGE)
  @ApiOkResponse({ type: CompanyDroneDictionaryDto })
  engineTypes(@Headers('accept-language') language: string | undefined): Promise<CompanyDroneDictionaryDto> {
    return this.drones.dictionary('engine-type', resolveLocale(undefined, language));
  }

  @Get('drone-weight-range')
  @Header('Vary', 'Accept-Language')
  @ApiHeader(LANGUAGE)
  @ApiOkResponse({ type: CompanyDroneDictionaryDto })
  weightRanges(@Headers('accept-language') language: string | undefined): Promise<CompanyDroneDictionaryDto> {
    return this.drones.dictionary('drone-weight-range', resolveLocale(undefined, language));
  }

  @Get('checkExistRegistrationNumber')
  @ApiOperation({ summary: "Whether a drone (a pilot's or a company's) already has this registration number; id = the drone being edited" })
  @ApiOkResponse({ type: RegistrationNumberExistsDto })
  checkRegistrationNumber(@Query() query: RegistrationNumberCheckDto): Promise<RegistrationNumberExistsDto> {
    return this.drones.registrationNumberExists(query.registrationNumber, query.id);
  }
}
