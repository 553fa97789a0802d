import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AuthorityStaffGuard } from '../guards/authority-staff.guard';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import {
  AuthorityDepartmentCreateDto,
  AuthorityDepartmentDto,
  AuthorityDepartmentPageDto,
  AuthorityDepartmentQueryDto,
  AuthorityDepartmentUpdateDto,
} from '../dtos/authority-departments.dto';
import { AuthorityDepartmentsService } from '../services/authority-departments.service';
import { CONFLICT, NOT_ADMIN, NOT_FOUND, NOT_STAFF } from './responses';

const UUID = new ParseUUIDPipe({ version: undefined });

/** `/api/authority-departments` (part 2 §7.13): the caller's authority's departments. */
@ApiTags('authority-staff')
@ApiBearerAuth()
@UseGuards(AuthorityStaffGuard)
@Controller('api/authority-departments')
export class AuthorityDepartmentsController {
  constructor(private readonly departments: AuthorityDepartmentsService) {}

  @Get()
  @ApiOperation({ summary: "The authority's departments by name" })
  @ApiOkResponse({ type: AuthorityDepartmentPageDto })
  @ApiForbiddenResponse(NOT_STAFF)
  @ApiNotFoundResponse(NOT_FOUND)
  list(@CurrentCaller() caller: Caller, @Query() query: AuthorityDepartmentQueryDto): Promise<AuthorityDepartmentPageDto> {
    return this.departments.list(caller, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AuthorityDepartmentDto })
  @ApiForbiddenResponse(NOT_STAFF)
  @ApiNotFoundResponse(NOT_FOUND)
  get(@CurrentCaller() caller: Caller, @Param('id', UUID) id: string): Promise<AuthorityDepartmentDto> {
    return this.departments.get(caller, id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a department (admins)' })
  @ApiCreatedResponse({ type: AuthorityDepartmentDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ ...CONFLICT, description: 'The name is taken (authority-staff.department-exists)' })
  create(@CurrentCaller() caller: Caller, @Body() input: AuthorityDepartmentCreateDto): Promise<AuthorityDepartmentDto> {
    return this.departments.create(caller, input);
  }

  @Patch()
  @HttpCode(200)
  @ApiOperation({ summary: 'Rename a department (admins)' })
  @ApiOkResponse({ type: AuthorityDepartmentDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ ...CONFLICT, description: 'The name is taken (authority-staff.department-exists)' })
  update(@CurrentCaller() caller: Caller, @Body() input: AuthorityDepartmentUpdateDto): Promise<AuthorityDepartmentDto> {
    return this.departments.update(caller, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a department (admins); its employees stay, without a department' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  delete(@CurrentCaller() caller: Caller, @Param('id', UUID) id: string): Promise<void> {
    return this.departments.delete(caller, id);
  }
}
