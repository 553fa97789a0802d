import { Injectable } from '@nestjs/common';
import type { Caller } from '../../../common/auth/principal';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { companyNotFound } from '../../companies/companies.exceptions';
import { CompanyDirectory } from '../../companies/services/company-directory';
import { CompanyMembership } from '../../companies/services/company-membership';
import type { AttachmentErrors } from '../../files/attachments/attachment-change';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import { IMAGES } from '../../files/content/file-formats';
import { FILE_LIMIT_5_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import type { UploadSpec } from '../../files/multipart/upload-spec';
import type { CompanyAvatarDto } from '../dtos/company-summary.dto';
import { CompanyFilesRepository } from '../repositories/company-files.repository';
import { CompanySummaryService } from './company-summary.service';

/** The multipart field of POST /business/api/company-profile/avatar. */
export const COMPANY_AVATAR_FIELD = 'avatar';

/** One image (jpeg, png, gif by content) of at most 5 MB, as a user's avatar. */
export const COMPANY_AVATAR_UPLOAD: UploadSpec = {
  files: { [COMPANY_AVATAR_FIELD]: { maxBytes: FILE_LIMIT_5_MB, formats: IMAGES, maxCount: 1 } },
};

/** A new avatar replaces the old one, so only the count can be wrong. */
const AVATAR_ERRORS: AttachmentErrors = {
  notHeld: (fileId) => ({ field: COMPANY_AVATAR_FIELD, error: `file ${fileId} is not the avatar` }),
  tooMany: (maxCount) => ({ field: COMPANY_AVATAR_FIELD, error: `at most ${maxCount} file(s) allowed` }),
};

/**
 * The company's picture. PROTECTED like every company file: its staff read it through the company file reader
 * (services/company-file-reader.ts), the uploader as the file's owner. The replaced file goes after the commit.
 */
@Injectable()
export class CompanyAvatarService {
  constructor(
    private readonly membership: CompanyMembership,
    private readonly directory: CompanyDirectory,
    private readonly companyFiles: CompanyFilesRepository,
    private readonly attachments: AttachmentsService,
    private readonly summaries: CompanySummaryService,
  ) {}

  async get(caller: Caller): Promise<CompanyAvatarDto> {
    const member = await this.membership.require(caller);
    const company = await this.directory.get(member.companyId);
    if (!company) throw companyNotFound();
    return { url: await this.summaries.avatarUrl(company.avatarFileId) };
  }

  async upload(caller: Caller, upload: ReceivedUpload): Promise<CompanyAvatarDto> {
    const member = await this.membership.requireAdmin(caller);
    const [image] = upload.files(COMPANY_AVATAR_FIELD);
    if (!image) throw FieldValidationException.single(COMPANY_AVATAR_FIELD, 'avatar should not be empty');
    const fileId = await this.attachments.transaction(async (tx) => {
      await this.companyFiles.lockAvatar(tx.manager, member.companyId);
      const company = await this.directory.get(member.companyId, tx.manager);
      if (!company) throw companyNotFound();
      const [added] = await this.attachments.reconcile(tx, {
        ownerId: caller.userId,
        access: 'PROTECTED',
        current: company.avatarFileId ? [company.avatarFileId] : [],
        kept: [],
        added: [image],
        maxCount: 1,
        errors: AVATAR_ERRORS,
      });
      await this.directory.setAvatar(tx.manager, member.companyId, added);
      return added;
    });
    return { url: await this.summaries.avatarUrl(fileId) };
  }

  /** Removing none is not an error (the result is the same). */
  async remove(caller: Caller): Promise<void> {
    const member = await this.membership.requireAdmin(caller);
    await this.attachments.transaction(async (tx) => {
      await this.companyFiles.lockAvatar(tx.manager, member.companyId);
      const company = await this.directory.get(member.companyId, tx.manager);
      if (!company) throw companyNotFound();
      await this.directory.setAvatar(tx.manager, member.companyId, null);
      await this.attachments.release(tx, company.avatarFileId ? [company.avatarFileId] : []);
    });
  }
}
