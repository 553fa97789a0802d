import { Injectable } from '@nestjs/common';
import type { MapLocale } from '../../map/i18n/map-locale';
import type { AuthorityRecord } from '../../authorities/services/authorities.service';
import { FilesService } from '../../files/services/files.service';
import { PersonCardReader } from '../../users/services/person-card.reader';
import { fullPersonName } from '../domain/display-name';
import type { AuthorityDepartmentDto } from '../dtos/authority-departments.dto';
import type { AuthorityEmployeeDto } from '../dtos/authority-employees.dto';
import type { AuthorityProfileDto } from '../dtos/authority-profile.dto';
import type { AuthorityDepartmentRow } from '../entities/authority-department.row';
import type { AuthorityEmployeeRow } from '../entities/authority-employee.row';

/** The module's answers built from its rows and its neighbours' (names from users, the avatar from files). */
@Injectable()
export class StaffViews {
  constructor(
    private readonly files: FilesService,
    private readonly people: PersonCardReader,
  ) {}

  async profile(authority: AuthorityRecord, locale: MapLocale): Promise<AuthorityProfileDto> {
    const [avatar] = authority.avatarFileId ? await this.files.findByIds([authority.avatarFileId]) : [];
    return {
      id: authority.id,
      type: authority.type,
      code: authority.code,
      name: locale === 'en' ? authority.nameEn : authority.nameRu,
      shortName: authority.shortName,
      address: authority.address,
      website: authority.website,
      description: authority.description,
      contacts: authority.contacts.map((c) => ({
        type: c.type,
        email: c.emails.join(';'),
        phone: c.phones.join(';'),
        spokesmanPost: c.spokesmanPost,
        spokesmanFullName: c.spokesmanFullName,
      })),
      avatar: avatar ? this.files.toDto(avatar) : null,
    };
  }

  async employees(rows: readonly AuthorityEmployeeRow[]): Promise<AuthorityEmployeeDto[]> {
    const names = await this.fullNames(rows.flatMap((row) => (row.userId ? [row.userId] : [])));
    return rows.map((row) => ({
      id: row.id,
      authorityId: row.authorityId,
      departmentId: row.departmentId,
      departmentName: row.departmentName,
      position: row.position,
      email: row.email,
      fullName: row.userId ? (names.get(row.userId) ?? null) : null,
      isAdmin: row.isAdmin,
      status: row.status,
      invitedAt: row.invitedAt?.toISOString() ?? null,
      joinedAt: row.joinedAt?.toISOString() ?? null,
    }));
  }

  async employee(row: AuthorityEmployeeRow): Promise<AuthorityEmployeeDto> {
    return (await this.employees([row]))[0];
  }

  department(row: AuthorityDepartmentRow): AuthorityDepartmentDto {
    return { id: row.id, name: row.name, authorityId: row.authorityId, employeeCount: row.employeeCount };
  }

  /** The full names of these users that have one, by users.id (the users module keeps the names). */
  async fullNames(userIds: readonly string[]): Promise<Map<string, string>> {
    const cards = await Promise.all([...new Set(userIds)].map(async (id) => [id, await this.people.personCard(id)] as const));
    return new Map(
      cards.flatMap(([id, card]) => {
        const name = card ? fullPersonName(card) : null;
        return name ? [[id, name] as const] : [];
      }),
    );
  }
}
