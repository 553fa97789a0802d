import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../common/auth/roles.decorator';
import { ManufacturerQueryDto } from '../dtos/manufacturer-query.dto';
import { ManufacturerSaveDto } from '../dtos/manufacturer-save.dto';
import { ManufacturerDto, ManufacturerPageDto } from '../dtos/manufacturer.dto';
import { ManufacturersService } from '../services/manufacturers.service';

const uuid = new ParseUUIDPipe({ version: undefined });

/** Drone manufacturers of the library (docs/requirements.md#drone-library): read by any signed-in user, written by admins. */
@ApiTags('drone library')
@ApiBearerAuth()
@Controller('api/drone/manufacturers')
export class ManufacturersController {
  constructor(private readonly manufacturers: ManufacturersService) {}

  @Get()
  @ApiOperation({ summary: 'Manufacturers: query text, status, country; page, size, sort (CREATE_DATE, NAME, NAME_EN, COUNTRY, STATUS)' })
  @ApiOkResponse({ type: ManufacturerPageDto })
  list(@Query() query: ManufacturerQueryDto) {
    return this.manufacturers.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: ManufacturerDto })
  get(@Param('id', uuid) id: string): Promise<ManufacturerDto> {
    return this.manufacturers.get(id);
  }

  @Post('save')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Create a manufacturer, or update the one with id' })
  @ApiOkResponse({ type: ManufacturerDto })
  save(@Body() dto: ManufacturerSaveDto): Promise<ManufacturerDto> {
    return this.manufacturers.save(dto);
  }

  @Put('to-archive/:id')
  @Roles('admin')
  @ApiOkResponse({ type: ManufacturerDto })
  archive(@Param('id', uuid) id: string): Promise<ManufacturerDto> {
    return this.manufacturers.setStatus(id, 'ARCHIVED');
  }

  @Put('to-active/:id')
  @Roles('admin')
  @ApiOkResponse({ type: ManufacturerDto })
  activate(@Param('id', uuid) id: string): Promise<ManufacturerDto> {
    return this.manufacturers.setStatus(id, 'ACTIVE');
  }

  @Delete(':id')
  @HttpCode(204)
  @Roles('admin')
  @ApiOperation({ summary: 'Delete with its models; 409 when a registered drone uses one of them' })
  @ApiNoContentResponse()
  delete(@Param('id', uuid) id: string): Promise<void> {
    return this.manufacturers.delete(id);
  }
}
