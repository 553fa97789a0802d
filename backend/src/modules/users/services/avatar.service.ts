import { BadRequestException, Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedPrincipal } from '../../../common/auth/principal';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { IMAGES } from '../../files/content/file-formats';
import { FILE_LIMIT_5_MB } from '../../files/files.constants';
import { FilesService } from '../../files/services/files.service';
import { isMultipart } from '../../files/multipart/multipart-receiver';
import { AvatarDto } from '../dtos/profile.dto';
import { UserEntity } from '../entities/user.entity';
import { UsersService } from './users.service';

/** The multipart field of POST /api/user/current/profile/avatar (spec part 1 §7). */
export const AVATAR_FIELD = 'avatar';

/**
 * The profile photo: one image (jpeg, png, gif by content) of at most 5 MB, stored through the files
 * module as PROTECTED (the owner and reviewers read it, with access_token in the URL). Replacing or
 * deleting it removes the previous file, row and object.
 */
@Injectable()
export class AvatarService {
  constructor(
    private readonly usersService: UsersService,
    private readonly files: FilesService,
    private readonly dataSource: DataSource,
  ) {}

  async upload(principal: AuthenticatedPrincipal, request: IncomingMessage): Promise<AvatarDto> {
    if (!isMultipart(request)) {
      throw new BadRequestException('Send the avatar as multipart/form-data with the image in the "avatar" part');
    }
    const user = await this.usersService.ensureUser(principal);
    const { url, oldKeys } = await this.files.handleUpload(
      request,
      { files: { [AVATAR_FIELD]: { maxBytes: FILE_LIMIT_5_MB, formats: IMAGES, maxCount: 1 } } },
      async (upload) => {
        const [image] = upload.files(AVATAR_FIELD);
        if (!image) throw FieldValidationException.single(AVATAR_FIELD, 'avatar should not be empty');
        return this.dataSource.transaction(async (manager) => {
          const [file] = await this.files.record(manager, [image], { ownerId: user.id, access: 'PROTECTED' });
          const previous = await this.replaceAvatarId(manager, user.id, file.id);
          const keys = previous ? await this.files.deleteRows(manager, [previous]) : [];
          return { url: this.files.toDto(file).url, oldKeys: keys };
        });
      },
    );
    await this.files.purgeObjects(oldKeys);
    return { url };
  }

  /** Removes the avatar; removing none is not an error (the result is the same). */
  async remove(principal: AuthenticatedPrincipal): Promise<void> {
    const user = await this.usersService.ensureUser(principal);
    const keys = await this.dataSource.transaction(async (manager) => {
      const previous = await this.replaceAvatarId(manager, user.id, null);
      return previous ? this.files.deleteRows(manager, [previous]) : [];
    });
    await this.files.purgeObjects(keys);
  }

  /** The avatar as the profile shows it, or null. */
  async view(user: UserEntity): Promise<AvatarDto | null> {
    if (!user.avatarFileId) return null;
    const [file] = await this.files.findOwned([user.avatarFileId], user.id);
    return file ? { url: this.files.toDto(file).url } : null;
  }

  /** Sets the user's avatar id under a row lock and returns the one it replaced. */
  private async replaceAvatarId(manager: EntityManager, userId: string, fileId: string | null): Promise<string | null> {
    const [row] = (await manager.query('SELECT avatar_file_id FROM users WHERE id = $1 FOR UPDATE', [userId])) as Array<{ avatar_file_id: string | null }>;
    await manager.update(UserEntity, { id: userId }, { avatarFileId: fileId });
    return row?.avatar_file_id ?? null;
  }
}
