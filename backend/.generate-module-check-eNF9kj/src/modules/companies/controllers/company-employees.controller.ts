import { Body, Controller, Delete, Get, Header, Headers, HttpCode, Param, ParseUUIDPipe, Put, Query, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentCaller } from '../../../common/auth/current-caller.decorator';
import type { Caller } from '../../../common/auth/principal';
import { resolveLocale } from '../../dictionaries/domain/locale';
import {
  CompanyEmployeeDto,
  CompanyEmployeePageDto,
  CompanyEmployeeQueryDto,
  CompanyEmployeeUpdateDto,
  EmployeeRoleListDto,
  FlightMemberCandidateListDto,
} from '../dtos/company-employees.dto';
import { CompanyAdminGuard, CompanyStaffGuard } from '../guards/company-staff.guard';
import { CompanyEmployeesService } from '../services/company-employees.service';
import { ADMIN_ONLY, CONFLICT, NOT_A_MEMBER, NOT_FOUND } from './responses';

const UUID = new ParseUUIDPipe({ version: undefined });

/** `/business/api/company-profile/employee…` (part 2 §7.16): the caller's company's employees. */
@ApiTags('companies')
@ApiBearerAuth()
@UseGuards(CompanyStaffGuard)
@Controller('business/api/company-profile')
export class CompanyEmployeesController {
  constructor(private readonly employees: CompanyEmployeesService) {}

  @Get('employee')
  @ApiOperation({ summary: "The company's employees: search by name, e-mail or login, filter by role; sort CREATE_DATE or NAME" })
  @ApiOkResponse({ type: CompanyEmployeePageDto })
  @ApiForbiddenResponse(NOT_A_MEMBER)
  list(@CurrentCaller() caller: Caller, @Query() query: CompanyEmployeeQueryDto): Promise<CompanyEmployeePageDto> {
    return this.employees.list(caller, query);
  }

  @Get('employee/flight-member-candidate')
  @ApiOperation({ summary: 'Employees holding PILOT, by name: the crew a company flight request may name' })
  @ApiOkResponse({ type: FlightMemberCandidateListDto })
  @ApiForbiddenResponse(NOT_A_MEMBER)
  flightMemberCandidates(@CurrentCaller() caller: Caller): Promise<FlightMemberCandidateListDto> {
    return this.employees.flightMemberCandidates(caller);
  }

  @Get('employee-role')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({ summary: 'The employee-role dictionary (MANAGER, ADMIN, PILOT, SIGNER), names in the request language' })
  @ApiOkResponse({ type: EmployeeRoleListDto })
  @ApiForbiddenResponse(NOT_A_MEMBER)
  roles(@Headers('accept-language') language: string | undefined): EmployeeRoleListDto {
    return this.employees.roles(resolveLocale(undefined, language));
  }

  @Get('employee/:id')
  @ApiOkResponse({ type: CompanyEmployeeDto })
  @ApiForbiddenResponse(NOT_A_MEMBER)
  @ApiNotFoundResponse(NOT_FOUND)
  get(@CurrentCaller() caller: Caller, @Param('id', UUID) id: string): Promise<CompanyEmployeeDto> {
    return this.employees.get(caller, id);
  }

  @Put('employee/:id')
  @UseGuards(CompanyAdminGuard)
  @ApiOperation({ summary: "Change an employee's roles and position (ADMIN, MANAGER)" })
  @ApiOkResponse({ type: CompanyEmployeeDto })
  @ApiForbiddenResponse(ADMIN_ONLY)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ ...CONFLICT, description: 'The last ADMIN cannot lose the role (companies.last-admin)' })
  update(
    @CurrentCaller() caller: Caller,
    @Param('id', UUID) id: string,
    @Body() input: CompanyEmployeeUpdateDto,
  ): Promise<CompanyEmployeeDto> {
    return this.employees.update(caller, id, input);
  }

  @Delete('employee/:id')
  @HttpCode(204)
  @UseGuards(CompanyAdminGuard)
  @ApiOperation({ summary: 'End an employment (ADMIN, MANAGER): the employee leaves the company' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse(ADMIN_ONLY)
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ ...CONFLICT, description: 'The last ADMIN cannot be removed (companies.last-admin)' })
  remove(@CurrentCaller() caller: Caller, @Param('id', UUID) id: string): Promise<void> {
    return this.employees.remove(caller, id);
  }
}
