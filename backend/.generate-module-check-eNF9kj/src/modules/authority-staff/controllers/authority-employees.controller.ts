import { Body, Controller, Delete, Get, Headers, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put, Query, UseGuards } from '@nestjs/common';
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
  AuthorityEmployeeCreateDto,
  AuthorityEmployeeDto,
  AuthorityEmployeePageDto,
  AuthorityEmployeeQueryDto,
  AuthorityEmployeeUpdateDto,
} from '../dtos/authority-employees.dto';
import { AuthorityEmployeesService } from '../services/authority-employees.service';
import { CONFLICT, NOT_ADMIN, NOT_FOUND, NOT_STAFF } from './responses';

const UUID = new ParseUUIDPipe({ version: undefined });

/** `/api/authority-employees` (part 2 §7.13): the caller's authority's employees and their invitations. */
@ApiTags('authority-staff')
@ApiBearerAuth()
@UseGuards(AuthorityStaffGuard)
@Controller('api/authority-employees')
export class AuthorityEmployeesController {
  constructor(private readonly employees: AuthorityEmployeesService) {}

  @Get()
  @ApiOperation({ summary: "The authority's employees: admins first, then by e-mail; filtered by department and text" })
  @ApiOkResponse({ type: AuthorityEmployeePageDto })
  @ApiForbiddenResponse(NOT_STAFF)
  @ApiNotFoundResponse(NOT_FOUND)
  list(@CurrentCaller() caller: Caller, @Query() query: AuthorityEmployeeQueryDto): Promise<AuthorityEmployeePageDto> {
    return this.employees.list(caller, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AuthorityEmployeeDto })
  @ApiForbiddenResponse(NOT_STAFF)
  @ApiNotFoundResponse(NOT_FOUND)
  get(@CurrentCaller() caller: Caller, @Param('id', UUID) id: string): Promise<AuthorityEmployeeDto> {
    return this.employees.get(caller, id);
  }

  @Post()
  @ApiOperation({ summary: 'Invite an employee by e-mail (admins): the invitation link is e-mailed, valid 7 days' })
  @ApiCreatedResponse({ type: AuthorityEmployeeDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ ...CONFLICT, description: 'The e-mail is already among the employees (authority-staff.employee-exists)' })
  invite(
    @CurrentCaller() caller: Caller,
    @Body() input: AuthorityEmployeeCreateDto,
    @Headers('origin') origin: string | undefined,
  ): Promise<AuthorityEmployeeDto> {
    return this.employees.invite(caller, input, origin);
  }

  @Patch()
  @HttpCode(200)
  @ApiOperation({ summary: 'Change position, department and admin right (admins)' })
  @ApiOkResponse({ type: AuthorityEmployeeDto })
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ ...CONFLICT, description: 'The last administrator cannot be demoted (authority-staff.last-admin)' })
  update(@CurrentCaller() caller: Caller, @Body() input: AuthorityEmployeeUpdateDto): Promise<AuthorityEmployeeDto> {
    return this.employees.update(caller, input);
  }

  @Put(':id/resend-invitation')
  @HttpCode(204)
  @ApiOperation({ summary: 'Send the invitation again with a new link (admins; invited employees only)' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ ...CONFLICT, description: 'Already joined (authority-staff.not-invited)' })
  resendInvitation(
    @CurrentCaller() caller: Caller,
    @Param('id', UUID) id: string,
    @Headers('origin') origin: string | undefined,
  ): Promise<void> {
    return this.employees.resendInvitation(caller, id, origin);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove an employee (admins): the membership and the user’s employment end' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse(NOT_ADMIN)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ ...CONFLICT, description: 'The last administrator cannot be removed (authority-staff.last-admin)' })
  delete(@CurrentCaller() caller: Caller, @Param('id', UUID) id: string): Promise<void> {
    return this.employees.remove(caller, id);
  }
}
