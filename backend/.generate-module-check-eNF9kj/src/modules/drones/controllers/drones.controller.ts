import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import { PROJECTIONS } from '../../drone-library/domain/drone-characteristics';
import { DroneQueryDto } from '../dtos/drone-query.dto';
import { DroneDefaultsDto, DroneDto, DronePageDto } from '../dtos/drone.dto';
import { RegistrationNumberCheckDto, RegistrationNumberExistsDto } from '../dtos/registration-number-check.dto';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import { DRONE_UPLOAD_SPEC } from '../services/drone-files.service';
import { DronesService } from '../services/drones.service';

const uuid = new ParseUUIDPipe({ version: undefined });

/**
 * The individual pilot's drones (docs/requirements.md#drones), for the `individual` realm role: companies register
 * theirs under the business API, authorities and admins have none.
 */
@ApiTags('drones')
@ApiBearerAuth()
@Roles('individual')
@Controller('api/user/drones')
export class DronesController {
  constructor(private readonly drones: DronesService) {}

  @Get('find')
  @ApiOperation({
    summary:
      "The caller's drones: query, model (id), weightClass, droneType; page, size, sort (CREATE_DATE, NAME, REGISTRATION_NUMBER, ISSUE_YEAR, WEIGHT_CLASS)",
  })
  @ApiOkResponse({ type: DronePageDto })
  find(@CurrentCaller() caller: Caller, @Query() query: DroneQueryDto): Promise<DronePageDto> {
    return this.drones.find(caller.userId, query);
  }

  @Get('checkExistRegistrationNumber')
  @ApiOperation({ summary: 'Whether a drone (of anyone) already has this registration number' })
  @ApiOkResponse({ type: RegistrationNumberExistsDto })
  checkRegistrationNumber(@Query() query: RegistrationNumberCheckDto): Promise<RegistrationNumberExistsDto> {
    return this.drones.registrationNumberExists(query.registrationNumber, query.id);
  }

  @Get('library-defaults/:id')
  @ApiOperation({ summary: 'The drone form prefilled from a library model' })
  @ApiOkResponse({ type: DroneDefaultsDto })
  libraryDefaults(@Param('id') id: string): Promise<DroneDefaultsDto> {
    return this.drones.libraryDefaults(id);
  }

  // Without an id the call fails with the spec's fixed text, rather than as an unknown route.
  @Get('library-defaults')
  @ApiOperation({ summary: 'Without a model id: 400 "No model id was provided"' })
  libraryDefaultsWithoutId(): Promise<DroneDefaultsDto> {
    return this.drones.libraryDefaults(undefined);
  }

  @Post('insertOrUpdate')
  @HttpCode(200)
  @AcceptsUpload(DRONE_UPLOAD_SPEC)
  @ApiOperation({
    summary:
      'Register or update a drone: part "drone" (JSON, DroneSaveDto), photos "images.FRONT" … "images.BACK" (JPEG/PNG ≤ 5 MB), "registrationCertScans" and "airworthinessCertScans" (JPEG/PNG/PDF ≤ 10 MB, up to 5 each)',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['drone'],
      properties: {
        drone: { type: 'string', description: 'DroneSaveDto as JSON' },
        ...Object.fromEntries(PROJECTIONS.map((p) => [`images.${p}`, { type: 'string', format: 'binary' }])),
        registrationCertScans: { type: 'array', items: { type: 'string', format: 'binary' } },
        airworthinessCertScans: { type: 'array', items: { type: 'string', format: 'binary' } },
      },
    },
  })
  @ApiOkResponse({ type: DroneDto })
  save(@CurrentCaller() caller: Caller, @UploadedParts() upload: ReceivedUpload): Promise<DroneDto> {
    return this.drones.save(caller.userId, upload);
  }

  @Get(':id')
  @ApiOkResponse({ type: DroneDto })
  get(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string): Promise<DroneDto> {
    return this.drones.get(caller.userId, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string): Promise<void> {
    return this.drones.delete(caller.userId, id);
  }
}
