import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  TextAreaField,
  Button,
  errorCodeOf,
  errorMessageOf,
  FileField,
  formatLabels,
  isApiError,
  megabytes,
  Modal,
  newFilesOf,
  ProgressBar,
  type FileEntry,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { decide } from '../registrationsApi';
import type { DecisionKind } from '../types';
import {
  COMMENTARY_MAX,
  commentaryProblem,
  CONTRACT_FORMATS,
  CONTRACT_MAX_BYTES,
  fieldOfServerError,
  type DecisionField,
} from './decisionForm';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Banner = styled.div`
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.error};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(2)};
  @media (max-width: 479px) {
    flex-direction: column-reverse;
    > * {
      width: 100%;
    }
  }
`;

type FieldErrors = Partial<Record<DecisionField, string>>;

export interface DecisionDialogProps {
  requestId: string;
  requestName: string;
  kind: DecisionKind;
  open: boolean;
  onClose: () => void;
  onDecided: () => void;
  /** The request's status changed meanwhile (409): the page re-reads it. */
  onStale: () => void;
}

/**
 * «Одобрить» (optional contract file, sent with its upload progress), «Вернуть на доработку» and «Отклонить» (a
 * commentary required). Checked here first; each refusal of the server lands beside its field, the rest above the
 * buttons. Closing the dialog mid-upload cancels the upload.
 */
export function DecisionDialog({ requestId, requestName, kind, open, onClose, onDecided, onStale }: DecisionDialogProps): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const comment = useRef<HTMLTextAreaElement>(null);
  const [commentary, setCommentary] = useState('');
  const [files, setFiles] = useState<FileEntry[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const pending = progress !== null;
  const approve = kind === 'approve';
  const fileRules = { formats: formatLabels(CONTRACT_FORMATS), size: megabytes(CONTRACT_MAX_BYTES) };

  // Every opening starts from an empty form, on its first field.
  useEffect(() => {
    if (!open) return;
    setCommentary('');
    setFiles([]);
    setErrors({});
    setFormError(null);
    setProgress(null);
    if (!approve) requestAnimationFrame(() => comment.current?.focus());
  }, [open, approve]);

  useEffect(() => () => upload.current?.abort(), []);

  const close = () => {
    upload.current?.abort();
    upload.current = null;
    onClose();
  };

  const fail = (failure: unknown) => {
    if (failure instanceof DOMException && failure.name === 'AbortError') return;
    if (isApiError(failure) && failure.statusCode === 413) {
      setErrors({ contractFile: t('registrations.dialog.errors.fileTooLarge', fileRules) });
      return;
    }
    if (isApiError(failure) && failure.statusCode === 415) {
      setErrors({ contractFile: t('registrations.dialog.errors.fileWrongType', fileRules) });
      return;
    }
    const code = errorCodeOf(failure);
    if (isApiError(failure) && failure.statusCode === 409 && (!code || code === 'company-registration.wrong-status')) {
      setFormError(t('registrations.dialog.errors.alreadyDecided'));
      onStale();
      return;
    }
    if (isApiError(failure) && failure.statusCode === 404) {
      setFormError(t('registrations.dialog.errors.notFound'));
      return;
    }
    if (isApiError(failure) && failure.statusCode === 403) {
      setFormError(t('registrations.dialog.errors.forbidden'));
      return;
    }
    if (isApiError(failure) && failure.statusCode === 400) {
      const found: FieldErrors = {};
      const stray: string[] = [];
      for (const { field, error } of failure.detailedError) {
        const target = fieldOfServerError(field);
        if (target) found[target] = error;
        else stray.push(error);
      }
      if (Object.keys(found).length > 0) {
        setErrors(found);
        if (found.commentary) comment.current?.focus();
        if (stray.length > 0) setFormError(stray.join(' '));
        return;
      }
    }
    const known = code ? t(`registrations.dialog.errors.${code}`, { defaultValue: '' }) : '';
    setFormError(known || errorMessageOf(failure, i18n) || t('registrations.dialog.errors.failed'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = commentaryProblem(kind, commentary);
    setFormError(null);
    if (problem) {
      setErrors({ commentary: t(`registrations.dialog.errors.${problem}`, { max: COMMENTARY_MAX }) });
      comment.current?.focus();
      return;
    }
    setErrors({});
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      await decide(kind, requestId, commentary.trim(), approve ? (newFilesOf(files)[0] ?? null) : null, {
        signal: controller.signal,
        onProgress: ({ fraction }) => setProgress(fraction),
      });
      upload.current = null;
      onDecided();
    } catch (failure) {
      fail(failure);
    } finally {
      if (upload.current === controller) upload.current = null;
      setProgress(null);
    }
  };

  return (
    <Modal open={open} title={t(`registrations.dialog.${kind}Title`)} onClose={close}>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
        <Intro>{t(`registrations.dialog.${kind}Intro`, { name: requestName })}</Intro>
        {approve ? (
          <FileField
            label={t('registrations.dialog.contract')}
            hint={t('registrations.dialog.contractHint', fileRules)}
            value={files}
            onChange={(next) => {
              setFiles(next);
              setErrors((current) => ({ ...current, contractFile: undefined }));
            }}
            formats={CONTRACT_FORMATS}
            maxBytes={CONTRACT_MAX_BYTES}
            multiple={false}
            maxFiles={1}
            error={errors.contractFile}
            disabled={pending}
          />
        ) : (
          <TextAreaField
            ref={comment}
            label={t('registrations.dialog.commentary')}
            hint={t('registrations.dialog.commentHint', { length: commentary.trim().length, max: COMMENTARY_MAX })}
            value={commentary}
            onChange={(value) => {
              setCommentary(value);
              setErrors((current) => ({ ...current, commentary: undefined }));
              setFormError(null);
            }}
            error={errors.commentary}
            required
            disabled={pending}
            maxLength={COMMENTARY_MAX}
          />
        )}
        {pending && approve ? <ProgressBar value={progress ?? 0} label={t('registrations.dialog.sending')} /> : null}
        {formError ? <Banner role="alert">{formError}</Banner> : null}
        <Actions>
          <Button type="button" $variant="ghost" onClick={close}>
            {pending ? t('registrations.dialog.cancelUpload') : t('registrations.dialog.cancel')}
          </Button>
          <Button type="submit" $variant={kind === 'decline' ? 'danger' : 'primary'} disabled={pending} aria-busy={pending || undefined}>
            {t(`registrations.dialog.submit.${kind}`)}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
