import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../common/auth/principal';
import { toPage, type Page } from '../../../common/pagination/page';
import { departmentExists, departmentNotFound } from '../authority-staff.exceptions';
import type {
  AuthorityDepartmentCreateDto,
  AuthorityDepartmentDto,
  AuthorityDepartmentQueryDto,
  AuthorityDepartmentUpdateDto,
} from '../dtos/authority-departments.dto';
import { AuthorityDepartmentsRepository } from '../repositories/authority-departments.repository';
import { StaffScope } from './staff-scope';
import { StaffViews } from './staff-views';

/** An authority's departments: every member reads them, its admins manage them (D3). */
@Injectable()
export class AuthorityDepartmentsService {
  constructor(
    private readonly scope: StaffScope,
    private readonly views: StaffViews,
    private readonly departments: AuthorityDepartmentsRepository,
  ) {}

  async list(caller: Caller, query: AuthorityDepartmentQueryDto): Promise<Page<AuthorityDepartmentDto>> {
    const member = await this.scope.member(caller, query.authorityId);
    const { rows, totalCount } = await this.departments.list(member.authorityId, query.page, query.size);
    return toPage(
      rows.map((row) => this.views.department(row)),
      totalCount,
    );
  }

  /** Another authority's department is not found, exactly like a missing one. */
  async get(caller: Caller, id: string): Promise<AuthorityDepartmentDto> {
    const member = await this.scope.member(caller);
    const row = await this.departments.find(member.authorityId, id);
    if (!row) throw departmentNotFound();
    return this.views.department(row);
  }

  async create(caller: Caller, input: AuthorityDepartmentCreateDto): Promise<AuthorityDepartmentDto> {
    const member = await this.scope.admin(caller, input.authorityId);
    const id = await this.departments.insert(member.authorityId, input.name);
    if (!id) throw departmentExists();
    return this.get(caller, id);
  }

  async update(caller: Caller, input: AuthorityDepartmentUpdateDto): Promise<AuthorityDepartmentDto> {
    const member = await this.scope.admin(caller, input.authorityId);
    if (!(await this.departments.find(member.authorityId, input.id))) throw departmentNotFound();
    if (!(await this.departments.rename(member.authorityId, input.id, input.name))) throw departmentExists();
    return this.get(caller, input.id);
  }

  /** Its employees stay, without a department (the foreign key sets theirs to null). */
  async delete(caller: Caller, id: string): Promise<void> {
    const member = await this.scope.admin(caller);
    if (!(await this.departments.find(member.authorityId, id))) throw departmentNotFound();
    await this.departments.delete(member.authorityId, id);
  }
}
