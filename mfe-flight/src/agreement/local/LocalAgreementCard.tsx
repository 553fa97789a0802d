import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiDateToDisplay, Button, Checkbox, errorMessageOf, formatDateTime, notify, openStoredFile } from '@nebo/shared-ui';
import { removeAdministration, setOutsideLocality, type LocalAgreement } from './api/localAgreementsApi';
import { ApplicationForm } from './ApplicationForm';
import { DeliveryLine } from './DeliveryLine';
import { LocalStatusBadge } from './LocalStatusBadge';
import { PermissionForm } from './PermissionForm';
import { PurposeEditor } from './PurposeEditor';
import { RouteMark } from './RouteMark';
import { ConfirmDialog } from '../../requests/components/ConfirmDialog';
import { NAMESPACE } from '../../namespace';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  @media (min-width: 600px) {
    padding: ${({ theme }) => theme.spacing(5)};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 3)};
  h3 {
    flex: 1 1 220px;
    min-width: 0;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  li {
    overflow-wrap: anywhere;
  }
`;

const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** One administration of the flight: its status and delivery, purpose, documents and send, permission, removal. */
export function LocalAgreementCard({
  flightId,
  agreement,
  others,
  onChanged,
}: {
  flightId: string;
  agreement: LocalAgreement;
  /** The authority ids of the flight's other administrations. */
  others: string[];
  onChanged: () => void;
}): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const headingId = useId();
  const { authority } = agreement;
  const [error, setError] = useState<string | null>(null);
  const [switching, setSwitching] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const confirmed = agreement.status === 'CONFIRMED';

  const switchOutside = async (outside: boolean) => {
    setSwitching(true);
    setError(null);
    try {
      await setOutsideLocality(flightId, authority.id, outside);
      onChanged();
    } catch (failure) {
      setError(errorMessageOf(failure, i18n) ?? null);
    } finally {
      setSwitching(false);
    }
  };

  const remove = async () => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await removeAdministration(flightId, authority.id);
      notify.success(t('local.remove.done', { name: authority.name }));
      setConfirmRemove(false);
      onChanged();
    } catch (failure) {
      setRemoveError(errorMessageOf(failure, i18n) ?? null);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Card aria-labelledby={headingId}>
      <Header>
        <h3 id={headingId}>{authority.name}</h3>
        {agreement.defaultAuthority ? <RouteMark /> : null}
        <LocalStatusBadge status={agreement.status} />
        {confirmed ? null : (
          <Button
            $variant="ghost"
            $size="sm"
            aria-label={t('local.remove.label', { name: authority.name })}
            onClick={() => {
              setRemoveError(null);
              setConfirmRemove(true);
            }}
          >
            {t('local.remove.open')}
          </Button>
        )}
      </Header>
      <Facts>
        <li>{agreement.sendDateTime ? t('local.sentAt', { at: formatDateTime(agreement.sendDateTime) }) : t('local.notSent')}</li>
        {agreement.delivery ? (
          <li>
            <DeliveryLine delivery={agreement.delivery} />
          </li>
        ) : null}
        {agreement.agreementRecipientEmail ? <li>{t('local.recipient', { email: agreement.agreementRecipientEmail })}</li> : null}
        {agreement.decision ? (
          <li>
            {t('local.permission.current', { number: agreement.decision.number, date: apiDateToDisplay(agreement.decision.dateOfIssue) })}
          </li>
        ) : null}
        {agreement.comment ? <li>{t('local.comment', { comment: agreement.comment })}</li> : null}
        {agreement.decidedBy ? <li>{t('local.decidedBy', { name: agreement.decidedBy })}</li> : null}
        {agreement.decisionFile ? (
          <li>
            <Button $variant="secondary" onClick={() => agreement.decisionFile && void openStoredFile(agreement.decisionFile)}>
              {t('agreement.openDecisionFile', { name: agreement.decisionFile.filename })}
            </Button>
          </li>
        ) : null}
      </Facts>
      <div>
        <Checkbox
          label={t('local.outside.one')}
          checked={agreement.outsideLocality}
          disabled={switching || confirmed}
          onChange={(outside) => void switchOutside(outside)}
        />
        {error ? <p role="alert">{error}</p> : null}
      </div>
      <PurposeEditor
        flightId={flightId}
        authorityId={authority.id}
        authorityName={authority.name}
        saved={agreement.purposeDetailed}
        others={others}
        disabled={confirmed}
        onChanged={onChanged}
      />
      {confirmed ? null : (
        <>
          <Divider />
          <ApplicationForm
            flightId={flightId}
            authorityId={authority.id}
            authorityName={authority.name}
            sent={Boolean(agreement.sendDateTime)}
            onChanged={onChanged}
          />
        </>
      )}
      <Divider />
      <PermissionForm
        key={`${agreement.decision?.number ?? ''}|${agreement.decision?.dateOfIssue ?? ''}`}
        flightId={flightId}
        authorityId={authority.id}
        authorityName={authority.name}
        decision={agreement.decision}
        onChanged={onChanged}
      />
      <ConfirmDialog
        open={confirmRemove}
        title={t('local.remove.title')}
        confirmLabel={removing ? t('local.remove.removing') : t('local.remove.confirm')}
        cancelLabel={t('local.remove.cancel')}
        confirmVariant="danger"
        pending={removing}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmRemove(false)}
      >
        <p>{t('local.remove.text', { name: authority.name })}</p>
        {removeError ? <p role="alert">{removeError}</p> : null}
      </ConfirmDialog>
    </Card>
  );
}
