import { Body, Controller, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { GeneratedProbeInputDto } from '../dtos/generated-probe-input.dto';
import { GeneratedProbeDto } from '../dtos/generated-probe.dto';
import { GeneratedProbeService } from '../services/generated-probe.service';

/** `/api/generated-probe`: the caller's own generated probe items. */
@ApiTags('generated-probe')
@ApiBearerAuth()
@Controller('api/generated-probe')
export class GeneratedProbeController {
  constructor(private readonly generatedProbe: GeneratedProbeService) {}

  @Get()
  @ApiOkResponse({ type: [GeneratedProbeDto] })
  list(@CurrentCaller() caller: Caller): Promise<GeneratedProbeDto[]> {
    return this.generatedProbe.list(caller.userId);
  }

  @Get(':id')
  @ApiOkResponse({ type: GeneratedProbeDto })
  get(@CurrentCaller() caller: Caller, @Param('id', new ParseUUIDPipe({ version: undefined })) id: string): Promise<GeneratedProbeDto> {
    return this.generatedProbe.get(caller.userId, id);
  }

  @Post()
  @ApiCreatedResponse({ type: GeneratedProbeDto })
  create(@CurrentCaller() caller: Caller, @Body() input: GeneratedProbeInputDto): Promise<GeneratedProbeDto> {
    return this.generatedProbe.create(caller.userId, input);
  }
}
