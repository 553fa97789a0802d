import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../common/auth/principal';
import { Clock } from '../../../common/clock/clock';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { AuthoritiesService } from '../../authorities/services/authorities.service';
import type { AttachmentErrors } from '../../files/attachments/attachment-change';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import { FILE_LIMIT_5_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import type { UploadSpec } from '../../files/multipart/upload-spec';
import type { MapLocale } from '../../map/i18n/map-locale';
import { authorityNotFound, employeeNotFound } from '../authority-staff.exceptions';
import { parseContacts } from '../domain/authority-contacts-input';
import type { AuthorityProfileDto, AuthorityProfileInputDto } from '../dtos/authority-profile.dto';
import type { AuthorityStaffCurrentDto } from '../dtos/authority-staff-current.dto';
import { AuthorityEmployeesRepository } from '../repositories/authority-employees.repository';
import { StaffScope } from './staff-scope';
import { StaffViews } from './staff-views';

/** The multipart field of POST /api/authorities/{id}/avatar. */
export const AUTHORITY_AVATAR_FIELD = 'avatar';

/**
 * One image of at most 5 MB, its type told by content. WebP is not among the formats the files module
 * recognises, so jpeg and png only.
 */
export const AUTHORITY_AVATAR_UPLOAD: UploadSpec = {
  files: { [AUTHORITY_AVATAR_FIELD]: { maxBytes: FILE_LIMIT_5_MB, formats: ['jpeg', 'png'], maxCount: 1 } },
};

/** A new avatar replaces the old one, so only the count can be wrong. */
const AVATAR_ERRORS: AttachmentErrors = {
  notHeld: (fileId) => ({ field: AUTHORITY_AVATAR_FIELD, error: `file ${fileId} is not the avatar` }),
  tooMany: (maxCount) => ({ field: AUTHORITY_AVATAR_FIELD, error: `at most ${maxCount} file(s) allowed` }),
};

/** The authority's profile: every member reads it, its admins write it (D2, D3, D9). */
@Injectable()
export class AuthorityProfileService {
  constructor(
    private readonly scope: StaffScope,
    private readonly views: StaffViews,
    private readonly employees: AuthorityEmployeesRepository,
    private readonly authorities: AuthoritiesService,
    private readonly attachments: AttachmentsService,
    private readonly clock: Clock,
  ) {}

  async current(caller: Caller, locale: MapLocale): Promise<AuthorityStaffCurrentDto> {
    const member = await this.scope.member(caller);
    const employee = await this.employees.find(member.authorityId, member.employeeId);
    if (!employee) throw employeeNotFound();
    const [authority, employeeDto] = await Promise.all([
      this.scope.authorityOf(member).then((record) => this.views.profile(record, locale)),
      this.views.employee(employee),
    ]);
    return { authority, employee: employeeDto };
  }

  async get(caller: Caller, id: string, locale: MapLocale): Promise<AuthorityProfileDto> {
    const member = await this.scope.member(caller, id);
    return this.views.profile(await this.scope.authorityOf(member), locale);
  }

  /** `name` is the name in the request's language; the other language's name stays. */
  async update(caller: Caller, id: string, input: AuthorityProfileInputDto, locale: MapLocale): Promise<AuthorityProfileDto> {
    const member = await this.scope.admin(caller, id);
    const { contacts, errors } = parseContacts(input.contacts);
    if (errors.length > 0) throw new FieldValidationException(errors);
    const current = await this.scope.authorityOf(member);
    await this.authorities.updateProfile(
      member.authorityId,
      {
        nameRu: locale === 'en' ? current.nameRu : input.name,
        nameEn: locale === 'en' ? input.name : current.nameEn,
        shortName: input.shortName ?? null,
        address: input.address ?? null,
        website: input.website ?? null,
        description: input.description?.trim() || null,
        contacts,
      },
      this.clock.now(),
    );
    return this.views.profile(await this.scope.authorityOf(member), locale);
  }

  /**
   * The avatar is PUBLIC: the authority's picture is no secret, and staff without a reviewer's realm role
   * must see it too. The replaced file's object goes after the commit.
   */
  async uploadAvatar(caller: Caller, id: string, upload: ReceivedUpload, locale: MapLocale): Promise<AuthorityProfileDto> {
    const member = await this.scope.admin(caller, id);
    const [image] = upload.files(AUTHORITY_AVATAR_FIELD);
    if (!image) throw FieldValidationException.single(AUTHORITY_AVATAR_FIELD, 'avatar should not be empty');
    await this.attachments.transaction(async (tx) => {
      const previous = await this.authorities.replaceAvatar(member.authorityId, null, this.clock.now(), tx.manager);
      const [fileId] = await this.attachments.reconcile(tx, {
        ownerId: caller.userId,
        access: 'PUBLIC',
        current: previous ? [previous] : [],
        kept: [],
        added: [image],
        maxCount: 1,
        errors: AVATAR_ERRORS,
      });
      await this.authorities.replaceAvatar(member.authorityId, fileId, this.clock.now(), tx.manager);
    });
    return this.profileOf(member.authorityId, locale);
  }

  async removeAvatar(caller: Caller, id: string, locale: MapLocale): Promise<AuthorityProfileDto> {
    const member = await this.scope.admin(caller, id);
    await this.attachments.transaction(async (tx) => {
      const previous = await this.authorities.replaceAvatar(member.authorityId, null, this.clock.now(), tx.manager);
      await this.attachments.release(tx, previous ? [previous] : []);
    });
    return this.profileOf(member.authorityId, locale);
  }

  private async profileOf(authorityId: string, locale: MapLocale): Promise<AuthorityProfileDto> {
    const record = await this.authorities.record(authorityId);
    if (!record) throw authorityNotFound();
    return this.views.profile(record, locale);
  }
}
