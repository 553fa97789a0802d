import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarUploader, errorMessageOf, useImageSrc } from '@nebo/shared-ui';
import { authorityKeys, deleteAuthorityAvatar, uploadAuthorityAvatar } from '../api/authorityApi';
import type { AuthorityProfileDto } from '../api/types';
import { NAMESPACE } from '../namespace';

/** What the server takes for the avatar (H2: jpeg/png/webp ≤ 5 MB); checked here only to spare a pointless upload. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const AVATAR_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** Why a chosen file cannot be the avatar, or null when it can. */
export function avatarProblem(file: { name: string; size: number; type: string }): 'tooLarge' | 'wrongType' | null {
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  if (!AVATAR_TYPES.includes(file.type) && !AVATAR_EXTENSIONS.test(file.name)) return 'wrongType';
  return null;
}

const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/** The authority's emblem: shown to everyone; an admin uploads (with progress), replaces or deletes it. */
export function AvatarPanel({ profile, editable }: { profile: AuthorityProfileDto; editable: boolean }): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const src = useImageSrc(
    profile.avatar?.url ? { url: profile.avatar.url, protectedFile: profile.avatar.accessTypeCode !== 'PUBLIC' } : null,
  );
  const initial = (profile.shortName || profile.name || '?').charAt(0).toUpperCase();
  const size = AVATAR_MAX_BYTES / 1024 / 1024;
  // The server answers with the saved profile: shown at once, before the refetch.
  const keep = (saved: AuthorityProfileDto) => {
    if (saved) queryClient.setQueryData(authorityKeys.profile(profile.id), saved);
  };

  return (
    <AvatarUploader
      shape="square"
      src={src}
      initial={initial}
      hasAvatar={Boolean(profile.avatar)}
      editable={editable}
      accept={AVATAR_ACCEPT}
      texts={{
        alt: t('profile.avatar.alt'),
        rules: t('profile.avatar.rules', { size }),
        upload: t('profile.avatar.upload'),
        replace: t('profile.avatar.replace'),
        pickerLabel: profile.avatar ? t('profile.avatar.replace') : t('profile.avatar.upload'),
        delete: t('profile.avatar.delete'),
        uploading: t('profile.avatar.uploading'),
        uploaded: t('profile.avatar.uploaded'),
        deleted: t('profile.avatar.deleted'),
      }}
      check={(file) => {
        const problem = avatarProblem(file);
        return problem ? t(`profile.avatar.${problem}`, { name: file.name, size }) : null;
      }}
      upload={async (file, options) => keep(await uploadAuthorityAvatar(profile.id, file, options))}
      remove={async () => keep(await deleteAuthorityAvatar(profile.id))}
      onSaved={async () => {
        await queryClient.invalidateQueries({ queryKey: authorityKeys.profile(profile.id) });
        await queryClient.invalidateQueries({ queryKey: authorityKeys.current });
      }}
      errorText={(error) => errorMessageOf(error, i18n) ?? String(error)}
    />
  );
}
