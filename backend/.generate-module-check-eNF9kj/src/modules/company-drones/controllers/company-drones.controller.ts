import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { CompanyAdminGuard, CompanyStaffGuard } from '../../companies/guards/company-staff.guard';
import { PROJECTIONS } from '../../drone-library/domain/drone-characteristics';
import { DroneDefaultsDto, DronePageDto } from '../../drones/dtos/drone.dto';
import { COMPANY_DRONE_UPLOAD_SPEC } from '../../drones/services/drone-files.service';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import { CompanyDroneComboboxListDto, CompanyDroneDto, CompanyDronePageDto } from '../dtos/company-drone.dto';
import { CompanyDroneDefaultsQueryDto, CompanyDroneOptionsQueryDto, CompanyDroneQueryDto } from '../dtos/company-drone-query.dto';
import { CompanyDronesService } from '../services/company-drones.service';
import { NOT_ADMIN, NOT_FOUND, NOT_STAFF } from './responses';

const uuid = new ParseUUIDPipe({ version: undefined });
const binary = { type: 'string', format: 'binary' };

/**
 * The company's drones (docs/requirements.md#company-drones, spec §7.3): every employee reads, company admins
 * (ADMIN, MANAGER) write. The guards answer 403 before a query or an upload is read.
 */
@ApiTags('company-drones')
@ApiBearerAuth()
@UseGuards(CompanyStaffGuard)
@Controller('business/api/company-profile/drone')
export class CompanyDronesController {
  constructor(private readonly drones: CompanyDronesService) {}

  @Get('list-item')
  @ApiOperation({
    summary:
      "The company's drones: query, model (id), manufacturer, weightClass, droneType; page, size, sort (CREATE_DATE, NAME, REGISTRATION_NUMBER, ISSUE_YEAR, WEIGHT_CLASS)",
  })
  @ApiOkResponse({ type: CompanyDronePageDto })
  @ApiForbiddenResponse(NOT_STAFF)
  list(@CurrentCaller() caller: Caller, @Query() query: CompanyDroneQueryDto): Promise<DronePageDto> {
    return this.drones.list(caller, query);
  }

  @Get('combobox-item')
  @ApiOperation({ summary: "The company's drones for a picker (query: name or registration number; size)" })
  @ApiOkResponse({ type: CompanyDroneComboboxListDto })
  @ApiForbiddenResponse(NOT_STAFF)
  combobox(@CurrentCaller() caller: Caller, @Query() query: CompanyDroneOptionsQueryDto): Promise<CompanyDroneComboboxListDto> {
    return this.drones.combobox(caller, query);
  }

  @Get('default')
  @ApiOperation({ summary: 'The drone form prefilled from a library model; without modelId 400 "No model id was provided"' })
  @ApiOkResponse({ type: DroneDefaultsDto })
  @ApiForbiddenResponse(NOT_STAFF)
  defaults(@Query() query: CompanyDroneDefaultsQueryDto): Promise<DroneDefaultsDto> {
    return this.drones.defaults(query.modelId);
  }

  @Post('insertOrUpdate')
  @HttpCode(200)
  @UseGuards(CompanyAdminGuard)
  @AcceptsUpload(COMPANY_DRONE_UPLOAD_SPEC)
  @ApiOperation({
    summary:
      'Register or update a company drone: part "drone" (JSON, CompanyDroneSaveDto), photos "images.FRONT" … "images.BACK" (JPEG/PNG ≤ 5 MB), "registrationCertScans" and "airworthinessCertScans" (JPEG/PNG/PDF ≤ 10 MB, up to 5 each), one "ownershipProofScan" (JPEG/PNG/PDF ≤ 10 MB)',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['drone'],
      properties: {
        drone: { type: 'string', description: 'CompanyDroneSaveDto as JSON' },
        ...Object.fromEntries(PROJECTIONS.map((p) => [`images.${p}`, binary])),
        registrationCertScans: { type: 'array', items: binary },
        airworthinessCertScans: { type: 'array', items: binary },
        ownershipProofScan: binary,
      },
    },
  })
  @ApiOkResponse({ type: CompanyDroneDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  save(@CurrentCaller() caller: Caller, @UploadedParts() upload: ReceivedUpload): Promise<CompanyDroneDto> {
    return this.drones.save(caller, upload);
  }

  @Get(':id')
  @ApiOkResponse({ type: CompanyDroneDto })
  @ApiForbiddenResponse(NOT_STAFF)
  @ApiNotFoundResponse(NOT_FOUND)
  get(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string): Promise<CompanyDroneDto> {
    return this.drones.get(caller, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(CompanyAdminGuard)
  @ApiNoContentResponse()
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  delete(@CurrentCaller() caller: Caller, @Param('id', uuid) id: string): Promise<void> {
    return this.drones.delete(caller, id);
  }
}
