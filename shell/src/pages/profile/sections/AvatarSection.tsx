import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  Button,
  Card,
  FILE_SIZE_LIMITS,
  fileHref,
  hasAcceptedExtension,
  IMAGE_FORMATS,
  acceptAttribute,
  formatLabels,
  megabytes,
  notify,
  ProgressBar,
  protectedFileUrl,
  buttonStyles,
  type ButtonSize,
  type ButtonVariant,
  type UploadProgress,
} from '@nebo/shared-ui';
import { deleteAvatar, PROFILE_QUERY_KEY, uploadAvatar, type Profile } from '../profileApi';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(5)};
`;

const Picture = styled.div`
  flex: none;
  width: 96px;
  height: 96px;
  border-radius: 50%;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 36px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  flex: 1 1 240px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Picker = styled.label<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
  position: relative;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    width: 100%;
    height: 100%;
    cursor: pointer;
  }
`;

const Failure = styled.p`
  && {
    color: ${({ theme }) => theme.colors.error};
  }
`;

/** An <img> cannot send a bearer token: a protected avatar gets `access_token` in its URL. */
function useAvatarSrc(url: string | undefined): string | undefined {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    if (!url) setSrc(undefined);
    else void protectedFileUrl(fileHref(url)).then((value) => live && setSrc(value));
    return () => {
      live = false;
    };
  }, [url]);
  return src;
}

/** The profile picture: upload (5 MB, images, with progress) and delete. */
export function AvatarSection({ profile }: { profile: Profile }): ReactElement {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const src = useAvatarSrc(profile.avatar?.url);
  const initial = (profile.firstName ?? profile.lastName ?? '?').charAt(0).toUpperCase();
  const size = megabytes(FILE_SIZE_LIMITS.small);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
      notify.success(success);
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > FILE_SIZE_LIMITS.small) return setFailure(t('ui:files.tooLarge', { name: file.name, size }));
    if (!hasAcceptedExtension(file.name, IMAGE_FORMATS))
      return setFailure(t('ui:files.wrongType', { name: file.name, formats: formatLabels(IMAGE_FORMATS) }));
    setProgress({ loaded: 0, total: file.size, fraction: 0 });
    void run(() => uploadAvatar(file, { onProgress: setProgress }), t('profile.avatar.uploaded'));
  };

  return (
    <Card title={t('profile.avatar.title')}>
      <Row>
        <Picture>{src ? <img src={src} alt={t('profile.avatar.alt')} /> : <span aria-hidden="true">{initial}</span>}</Picture>
        <Controls>
          <p>{t('profile.avatar.rules', { formats: formatLabels(IMAGE_FORMATS), size })}</p>
          <Buttons>
            <Picker $variant="secondary" $size="sm" aria-disabled={busy}>
              {profile.avatar ? t('profile.avatar.replace') : t('profile.avatar.upload')}
              <input
                ref={input}
                type="file"
                accept={acceptAttribute(IMAGE_FORMATS)}
                onChange={onPick}
                disabled={busy}
                aria-label={t('profile.avatar.upload')}
              />
            </Picker>
            {profile.avatar ? (
              <Button $variant="danger" $size="sm" disabled={busy} onClick={() => void run(deleteAvatar, t('profile.avatar.deleted'))}>
                {t('profile.avatar.delete')}
              </Button>
            ) : null}
          </Buttons>
          {progress ? <ProgressBar value={progress.fraction} label={t('profile.avatar.uploading')} /> : null}
          {failure ? <Failure role="alert">{failure}</Failure> : null}
        </Controls>
      </Row>
    </Card>
  );
}
