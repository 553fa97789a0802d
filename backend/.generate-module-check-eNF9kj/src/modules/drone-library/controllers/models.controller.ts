import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { Roles } from '../../../common/auth/roles.decorator';
import { PROJECTIONS } from '../domain/drone-characteristics';
import { ModelQueryDto } from '../dtos/model-query.dto';
import { ModelDto, ModelPageDto } from '../dtos/model.dto';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import { AcceptsUpload, UploadedParts } from '../../files/multipart/uploaded-parts.decorator';
import { MODEL_UPLOAD_SPEC } from '../services/library-images.service';
import { ModelsService } from '../services/models.service';

const uuid = new ParseUUIDPipe({ version: undefined });

/** Drone models of the library (docs/requirements.md#drone-library): read by any signed-in user, written by admins. */
@ApiTags('drone library')
@ApiBearerAuth()
@Controller('api/drone/models')
export class ModelsController {
  constructor(private readonly models: ModelsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Models: query text, status, manufacturer (id), droneType, engineType, weightClass; page, size, sort (CREATE_DATE, NAME, MANUFACTURER, WEIGHT_CLASS, MAX_TAKEOFF_WEIGHT, STATUS)',
  })
  @ApiOkResponse({ type: ModelPageDto })
  list(@Query() query: ModelQueryDto) {
    return this.models.list(query);
  }

  @Get('copy/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'An unsaved copy of the model to edit (id null, name " (копия)"); saving it creates the model' })
  @ApiOkResponse({ type: ModelDto })
  copy(@Param('id', uuid) id: string): Promise<ModelDto> {
    return this.models.copy(id);
  }

  @Get(':id')
  @ApiOkResponse({ type: ModelDto })
  get(@Param('id', uuid) id: string): Promise<ModelDto> {
    return this.models.get(id);
  }

  @Post('save')
  @HttpCode(200)
  @Roles('admin')
  @AcceptsUpload(MODEL_UPLOAD_SPEC)
  @ApiOperation({
    summary: 'Create or update a model: part "model" (JSON, ModelSaveDto) and pictures "images.FRONT" … "images.BACK" (JPEG/PNG ≤ 5 MB)',
  })
  @ApiBody({
    schema: {
      type: 'object',
      required: ['model'],
      properties: {
        model: { type: 'string', description: 'ModelSaveDto as JSON' },
        ...Object.fromEntries(PROJECTIONS.map((p) => [`images.${p}`, { type: 'string', format: 'binary' }])),
      },
    },
  })
  @ApiOkResponse({ type: ModelDto })
  save(@CurrentCaller() caller: Caller, @UploadedParts() upload: ReceivedUpload): Promise<ModelDto> {
    return this.models.save(caller.userId, upload);
  }

  @Put('to-archive/:id')
  @Roles('admin')
  @ApiOkResponse({ type: ModelDto })
  archive(@Param('id', uuid) id: string): Promise<ModelDto> {
    return this.models.setStatus(id, 'ARCHIVED');
  }

  @Put('to-active/:id')
  @Roles('admin')
  @ApiOkResponse({ type: ModelDto })
  activate(@Param('id', uuid) id: string): Promise<ModelDto> {
    return this.models.setStatus(id, 'ACTIVE');
  }

  @Delete(':id')
  @HttpCode(204)
  @Roles('admin')
  @ApiOperation({ summary: 'Delete; 409 when a registered drone uses the model' })
  @ApiNoContentResponse()
  delete(@Param('id', uuid) id: string): Promise<void> {
    return this.models.delete(id);
  }
}
