import { useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import styled, { css } from 'styled-components';
import { Button } from '../components/Button';
import { FilePickerLabel } from '../components/FilePicker';
import { ProgressBar } from '../components/ProgressBar';
import { notify } from '../alerts/alertStore';
import type { UploadProgress } from '../api/upload';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(5)};
`;

/** A person's photo is round and cropped to fill; an organisation's emblem is square and shown whole. */
export type AvatarShape = 'round' | 'square';

const Picture = styled.div<{ $shape: AvatarShape }>`
  flex: none;
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.accentSoft};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  img {
    width: 100%;
    height: 100%;
  }
  ${({ theme, $shape }) =>
    $shape === 'round'
      ? css`
          width: 96px;
          height: 96px;
          border-radius: 50%;
          color: ${theme.colors.accent};
          font-size: 36px;
          img {
            object-fit: cover;
          }
        `
      : css`
          width: 112px;
          height: 112px;
          border-radius: ${theme.radii.lg};
          border: 1px solid ${theme.colors.border};
          color: ${theme.colors.accentActive};
          font-size: 40px;
          img {
            object-fit: contain;
            background: ${theme.colors.surface};
          }
        `}
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

const Failure = styled.p`
  && {
    color: ${({ theme }) => theme.colors.error};
  }
`;

/** Every text the uploader shows, in the caller's namespace (shared-ui knows none of them). */
export interface AvatarUploaderTexts {
  alt: string;
  /** What may be uploaded (formats, size). */
  rules: string;
  upload: string;
  replace: string;
  /** The file input's accessible name. */
  pickerLabel: string;
  delete: string;
  uploading: string;
  uploaded: string;
  deleted: string;
}

export interface AvatarUploaderProps {
  /** The picture's displayable URL (protected files already resolved); the initial shows without one. */
  src: string | undefined;
  initial: string;
  hasAvatar: boolean;
  /** Without it only the picture shows. */
  editable?: boolean;
  shape: AvatarShape;
  /** The file input's `accept`. */
  accept: string;
  texts: AvatarUploaderTexts;
  /** Why the file cannot be the avatar, as the message to show, or null when it can. */
  check: (file: File) => string | null;
  upload: (file: File, options: { onProgress: (progress: UploadProgress) => void }) => Promise<unknown>;
  remove: () => Promise<unknown>;
  /** After a change is saved and announced: refresh what shows the avatar. */
  onSaved?: () => Promise<unknown>;
  errorText: (error: unknown) => string;
}

/** The avatar with its upload (with progress), replace and delete; what is stored where is the caller's. */
export function AvatarUploader({
  src,
  initial,
  hasAvatar,
  editable = true,
  shape,
  accept,
  texts,
  check,
  upload,
  remove,
  onSaved,
  errorText,
}: AvatarUploaderProps): ReactElement {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
      notify.success(success);
      await onSaved?.();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) fires a change.
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = check(file);
    if (problem) {
      setFailure(problem);
      return;
    }
    setProgress({ loaded: 0, total: file.size, fraction: 0 });
    void run(() => upload(file, { onProgress: setProgress }), texts.uploaded);
  };

  return (
    <Row>
      <Picture $shape={shape}>{src ? <img src={src} alt={texts.alt} /> : <span aria-hidden="true">{initial}</span>}</Picture>
      {editable ? (
        <Controls>
          <p>{texts.rules}</p>
          <Buttons>
            <FilePickerLabel $variant="secondary" $size="sm" aria-disabled={busy}>
              {hasAvatar ? texts.replace : texts.upload}
              <input ref={input} type="file" accept={accept} onChange={onPick} disabled={busy} aria-label={texts.pickerLabel} />
            </FilePickerLabel>
            {hasAvatar ? (
              <Button $variant="danger" $size="sm" disabled={busy} onClick={() => void run(remove, texts.deleted)}>
                {texts.delete}
              </Button>
            ) : null}
          </Buttons>
          {progress ? <ProgressBar value={progress.fraction} label={texts.uploading} /> : null}
          {failure ? <Failure role="alert">{failure}</Failure> : null}
        </Controls>
      ) : null}
    </Row>
  );
}
