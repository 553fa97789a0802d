import { Injectable } from '@nestjs/common';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { AttachmentsService } from '../../files/attachments/attachments.service';
import type { AttachmentErrors } from '../../files/attachments/attachment-change';
import { IMAGES } from '../../files/content/file-formats';
import { FILE_LIMIT_5_MB } from '../../files/files.constants';
import type { ReceivedUpload } from '../../files/multipart/received-upload';
import type { UploadSpec } from '../../files/multipart/upload-spec';
import { FilesService } from '../../files/services/files.service';
import { AvatarDto } from '../dtos/profile.dto';
import type { UserRow } from '../entities/user.row';
import { UsersRepository } from '../repositories/users.repository';
import { avatarNotMultipart } from '../users.exceptions';

/** The multipart field of POST /api/user/current/profile/avatar (docs/requirements.md#users-avatar). */
export const AVATAR_FIELD = 'avatar';

/** What the avatar route accepts: one image (jpeg, png, gif by content) of at most 5 MB. */
export const AVATAR_UPLOAD: UploadSpec = {
  files: { [AVATAR_FIELD]: { maxBytes: FILE_LIMIT_5_MB, formats: IMAGES, maxCount: 1 } },
  notMultipart: avatarNotMultipart,
};

/** An avatar keeps no earlier file (a new one replaces it), so only the count can be wrong. */
const AVATAR_ERRORS: AttachmentErrors = {
  notHeld: (fileId) => ({ field: AVATAR_FIELD, error: `file ${fileId} is not the avatar` }),
  tooMany: (maxCount) => ({ field: AVATAR_FIELD, error: `at most ${maxCount} file(s) allowed` }),
};

/**
 * The profile photo, stored through the files module as PROTECTED (the owner and reviewers read it, with
 * access_token in the URL). Replacing or deleting it removes the previous file, row and object.
 */
@Injectable()
export class AvatarService {
  constructor(
    private readonly users: UsersRepository,
    private readonly files: FilesService,
    private readonly attachments: AttachmentsService,
  ) {}

  /** Records the received image as the user's avatar; the replaced one's object goes after the commit. */
  async upload(userId: string, upload: ReceivedUpload): Promise<AvatarDto> {
    const [image] = upload.files(AVATAR_FIELD);
    if (!image) throw FieldValidationException.single(AVATAR_FIELD, 'avatar should not be empty');
    await this.attachments.transaction(async (tx) => {
      const previous = await this.users.lockAvatarId(tx.manager, userId);
      const change = {
        ownerId: userId,
        access: 'PROTECTED' as const,
        current: previous ? [previous] : [],
        kept: [],
        added: [image],
        maxCount: 1,
      };
      const [fileId] = await this.attachments.reconcile(tx, { ...change, errors: AVATAR_ERRORS });
      await this.users.setAvatarId(tx.manager, userId, fileId);
    });
    return { url: this.files.toDto({ id: image.id, filename: image.filename, accessType: 'PROTECTED' }).url };
  }

  /** Removes the avatar; removing none is not an error (the result is the same). */
  async remove(userId: string): Promise<void> {
    await this.attachments.transaction(async (tx) => {
      const previous = await this.users.lockAvatarId(tx.manager, userId);
      await this.users.setAvatarId(tx.manager, userId, null);
      await this.attachments.release(tx, previous ? [previous] : []);
    });
  }

  /** The avatar as the profile shows it, or null. */
  async view(user: Pick<UserRow, 'id' | 'avatarFileId'>): Promise<AvatarDto | null> {
    if (!user.avatarFileId) return null;
    const [file] = await this.files.findOwned([user.avatarFileId], user.id);
    return file ? { url: this.files.toDto(file).url } : null;
  }
}
