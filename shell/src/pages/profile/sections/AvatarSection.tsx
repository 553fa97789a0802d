import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptAttribute,
  AvatarUploader,
  Card,
  FILE_SIZE_LIMITS,
  formatLabels,
  hasAcceptedExtension,
  IMAGE_FORMATS,
  megabytes,
  useImageSrc,
} from '@nebo/shared-ui';
import { deleteAvatar, PROFILE_QUERY_KEY, uploadAvatar, type Profile } from '../profileApi';

/** The profile picture: upload (5 MB, images, with progress) and delete. */
export function AvatarSection({ profile }: { profile: Profile }): ReactElement {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  // An <img> cannot send a bearer token: the avatar gets `access_token` in its URL.
  const src = useImageSrc(profile.avatar?.url ? { url: profile.avatar.url, protectedFile: true } : null);
  const initial = (profile.firstName ?? profile.lastName ?? '?').charAt(0).toUpperCase();
  const size = megabytes(FILE_SIZE_LIMITS.small);

  return (
    <Card title={t('profile.avatar.title')}>
      <AvatarUploader
        shape="round"
        src={src}
        initial={initial}
        hasAvatar={Boolean(profile.avatar)}
        accept={acceptAttribute(IMAGE_FORMATS)}
        texts={{
          alt: t('profile.avatar.alt'),
          rules: t('profile.avatar.rules', { formats: formatLabels(IMAGE_FORMATS), size }),
          upload: t('profile.avatar.upload'),
          replace: t('profile.avatar.replace'),
          pickerLabel: t('profile.avatar.upload'),
          delete: t('profile.avatar.delete'),
          uploading: t('profile.avatar.uploading'),
          uploaded: t('profile.avatar.uploaded'),
          deleted: t('profile.avatar.deleted'),
        }}
        check={(file) => {
          if (file.size > FILE_SIZE_LIMITS.small) return t('ui:files.tooLarge', { name: file.name, size });
          if (!hasAcceptedExtension(file.name, IMAGE_FORMATS))
            return t('ui:files.wrongType', { name: file.name, formats: formatLabels(IMAGE_FORMATS) });
          return null;
        }}
        upload={uploadAvatar}
        remove={deleteAvatar}
        onSaved={() => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })}
        errorText={(error) => (error instanceof Error ? error.message : String(error))}
      />
    </Card>
  );
}
