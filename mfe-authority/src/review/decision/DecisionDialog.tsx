import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from 'react';
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
  TextField,
  type FileEntry,
} from '@nebo/shared-ui';
import { NAMESPACE } from '../../namespace';
import { decide } from '../reviewApi';
import type { AuthorityFlightRequestDto, DecisionKind } from '../types';
import {
  COMMENT_MAX,
  DECISION_FILE_FORMATS,
  DECISION_FILE_MAX_BYTES,
  decisionErrors,
  decisionPayload,
  emptyDecision,
  fieldOfServerError,
  NUMBER_MAX,
  type DecisionField,
  type DecisionValues,
} from './decisionForm';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 560px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
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

type FieldErrors = Partial<Record<DecisionField | 'decisionFile', string>>;

export interface DecisionDialogProps {
  requestId: string;
  requestName: string;
  kind: DecisionKind;
  open: boolean;
  onClose: () => void;
  onDecided: (request: AuthorityFlightRequestDto) => void;
  /** The request was decided meanwhile (409): the page re-reads it. */
  onStale: () => void;
}

/**
 * «Согласовать» (permit number, date of issue, optional comment and file) or «Отказать» (reason required, optional
 * file). Checked here first, then sent as one multipart call with its upload progress; each refusal of the server
 * lands beside its field, the rest above the buttons. Closing the dialog mid-upload cancels the upload.
 */
export function DecisionDialog({ requestId, requestName, kind, open, onClose, onDecided, onStale }: DecisionDialogProps): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const ids = { number: useId(), date: useId() };
  const comment = useRef<HTMLTextAreaElement>(null);
  const [values, setValues] = useState<DecisionValues>(emptyDecision);
  const [files, setFiles] = useState<FileEntry[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const pending = progress !== null;

  // Every opening starts from an empty form.
  useEffect(() => {
    if (!open) return;
    setValues(emptyDecision());
    setFiles([]);
    setErrors({});
    setFormError(null);
    setProgress(null);
    // The dialog's own first stop is its close button; a reviewer starts on the first field instead.
    if (kind === 'approve') document.getElementById(ids.number)?.focus();
    else comment.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, kind]);

  useEffect(() => () => upload.current?.abort(), []);

  const set = (field: keyof DecisionValues, error: DecisionField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [error]: undefined }));
    setFormError(null);
  };

  const close = () => {
    upload.current?.abort();
    upload.current = null;
    onClose();
  };

  const focusFirst = (found: FieldErrors) => {
    if (found.number) document.getElementById(ids.number)?.focus();
    else if (found.dateOfIssue) document.getElementById(ids.date)?.focus();
    else if (found.comment) comment.current?.focus();
  };

  const fail = (failure: unknown) => {
    if (failure instanceof DOMException && failure.name === 'AbortError') return;
    const fileRules = { formats: formatLabels(DECISION_FILE_FORMATS), size: megabytes(DECISION_FILE_MAX_BYTES) };
    if (isApiError(failure) && failure.statusCode === 413) {
      setErrors({ decisionFile: t('review.dialog.errors.fileTooLarge', fileRules) });
      return;
    }
    if (isApiError(failure) && failure.statusCode === 415) {
      setErrors({ decisionFile: t('review.dialog.errors.fileWrongType', fileRules) });
      return;
    }
    const code = errorCodeOf(failure);
    if (isApiError(failure) && failure.statusCode === 409) {
      setFormError(t('review.dialog.errors.alreadyDecided'));
      onStale();
      return;
    }
    if (isApiError(failure) && failure.statusCode === 404) {
      setFormError(t('review.dialog.errors.notFound'));
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
        focusFirst(found);
        if (stray.length > 0) setFormError(stray.join(' '));
        return;
      }
    }
    const known = code ? t(`review.errors.${code}`, { defaultValue: '' }) : '';
    setFormError(known || errorMessageOf(failure, i18n) || t('review.dialog.errors.failed'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = decisionErrors(kind, values);
    const shown: FieldErrors = Object.fromEntries(
      Object.entries(found).map(([field, key]) => [
        field,
        t(`review.dialog.errors.${field}.${key}`, { max: field === 'number' ? NUMBER_MAX : COMMENT_MAX }),
      ]),
    );
    setErrors(shown);
    setFormError(null);
    if (Object.keys(shown).length > 0) {
      focusFirst(shown);
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const decided = await decide(requestId, kind, decisionPayload(kind, values), newFilesOf(files)[0] ?? null, {
        signal: controller.signal,
        onProgress: ({ fraction }) => setProgress(fraction),
      });
      upload.current = null;
      onDecided(decided);
    } catch (failure) {
      fail(failure);
    } finally {
      if (upload.current === controller) upload.current = null;
      setProgress(null);
    }
  };

  const approve = kind === 'approve';
  const formId = `decision-${kind}`;
  return (
    <Modal open={open} title={t(approve ? 'review.dialog.approveTitle' : 'review.dialog.rejectTitle')} onClose={close}>
      <Form id={formId} onSubmit={(event) => void submit(event)} noValidate aria-busy={pending || undefined}>
        <Intro>{t(approve ? 'review.dialog.approveIntro' : 'review.dialog.rejectIntro', { name: requestName })}</Intro>
        {approve ? (
          <Fields>
            <TextField
              id={ids.number}
              label={t('review.dialog.number')}
              hint={t('review.dialog.numberHint')}
              value={values.number}
              onChange={set('number', 'number')}
              error={errors.number}
              required
              disabled={pending}
              maxLength={NUMBER_MAX + 20}
              autoComplete="off"
            />
            <TextField
              id={ids.date}
              label={t('review.dialog.date')}
              hint={t('review.dialog.dateHint')}
              mask="99.99.9999"
              inputMode="numeric"
              placeholder="__.__.____"
              value={values.date}
              onChange={set('date', 'dateOfIssue')}
              error={errors.dateOfIssue}
              required
              disabled={pending}
              autoComplete="off"
            />
          </Fields>
        ) : null}
        <TextAreaField
          ref={comment}
          label={t(approve ? 'review.dialog.commentOptional' : 'review.dialog.reason')}
          hint={t('review.dialog.commentHint', { length: values.comment.trim().length, max: COMMENT_MAX })}
          value={values.comment}
          onChange={set('comment', 'comment')}
          error={errors.comment}
          required={!approve}
          disabled={pending}
          maxLength={COMMENT_MAX}
        />
        <FileField
          label={t('review.dialog.file')}
          hint={t('review.dialog.fileHint', { formats: formatLabels(DECISION_FILE_FORMATS), size: megabytes(DECISION_FILE_MAX_BYTES) })}
          value={files}
          onChange={(next) => {
            setFiles(next);
            setErrors((current) => ({ ...current, decisionFile: undefined }));
          }}
          formats={DECISION_FILE_FORMATS}
          maxBytes={DECISION_FILE_MAX_BYTES}
          multiple={false}
          maxFiles={1}
          error={errors.decisionFile}
          disabled={pending}
        />
        {pending ? <ProgressBar value={progress ?? 0} label={t('review.dialog.sending')} /> : null}
        {formError ? <Banner role="alert">{formError}</Banner> : null}
        <Actions>
          <Button type="button" $variant="ghost" onClick={close}>
            {pending ? t('review.dialog.cancelUpload') : t('review.dialog.cancel')}
          </Button>
          <Button type="submit" $variant={approve ? 'primary' : 'danger'} disabled={pending}>
            {t(approve ? 'review.dialog.submitApprove' : 'review.dialog.submitReject')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
