import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarUploader, errorMessageOf, useImageSrc } from '@nebo/shared-ui';
import { companyKeys, deleteCompanyAvatar, uploadCompanyAvatar } from '../api/companyApi';
import { useCompany } from '../layout/CompanyContext';
import { NAMESPACE } from '../namespace';

/** What the server takes for the avatar (jpeg/png/webp ≤ 5 MB, like the other avatars); checked here only to spare a pointless upload. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const AVATAR_EXTENSIONS = /\.(jpe?g|png|webp)$/i;
const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/** Why a chosen file cannot be the avatar, or null when it can. */
export function avatarProblem(file: { name: string; size: number; type: string }): 'tooLarge' | 'wrongType' | null {
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  if (!AVATAR_TYPES.includes(file.type) && !AVATAR_EXTENSIONS.test(file.name)) return 'wrongType';
  return null;
}

/** The company's avatar (the header shows it too): every employee sees it, company admins upload, replace or delete it. */
export function AvatarPanel(): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const queryClient = useQueryClient();
  const { summary, isAdmin } = useCompany();
  const src = useImageSrc(summary.avatar ? { url: summary.avatar, protectedFile: true } : null);
  const name = summary.shortName || summary.name || '?';
  const size = AVATAR_MAX_BYTES / 1024 / 1024;
  return (
    <AvatarUploader
      shape="square"
      src={src}
      initial={name.charAt(0).toUpperCase()}
      hasAvatar={Boolean(summary.avatar)}
      editable={isAdmin}
      accept={AVATAR_ACCEPT}
      texts={{
        alt: t('profile.avatar.alt'),
        rules: t('profile.avatar.rules', { size }),
        upload: t('profile.avatar.upload'),
        replace: t('profile.avatar.replace'),
        pickerLabel: summary.avatar ? t('profile.avatar.replace') : t('profile.avatar.upload'),
        delete: t('profile.avatar.delete'),
        uploading: t('profile.avatar.uploading'),
        uploaded: t('profile.avatar.uploaded'),
        deleted: t('profile.avatar.deleted'),
      }}
      check={(file) => {
        const problem = avatarProblem(file);
        return problem ? t(`profile.avatar.${problem}`, { name: file.name, size }) : null;
      }}
      upload={async (file, options) => {
        const saved = await uploadCompanyAvatar(file, options);
        // Shown at once, before the summary is fetched again.
        queryClient.setQueryData(companyKeys.summary, { ...summary, avatar: saved?.url ?? null });
      }}
      remove={async () => {
        await deleteCompanyAvatar();
        queryClient.setQueryData(companyKeys.summary, { ...summary, avatar: null });
      }}
      onSaved={() => queryClient.invalidateQueries({ queryKey: companyKeys.summary })}
      errorText={(error) => errorMessageOf(error, i18n) ?? String(error)}
    />
  );
}
