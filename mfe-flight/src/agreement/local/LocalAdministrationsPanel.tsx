import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Schema } from '@nebo/shared-api';
import { Button, Checkbox, EmptyState, errorMessageOf, FormSection, Stack } from '@nebo/shared-ui';
import { setOutsideLocalityForAll, type LocalAgreement } from './api/localAgreementsApi';
import { AddAdministrationDialog } from './AddAdministrationDialog';
import { LocalAgreementCard } from './LocalAgreementCard';
import { NAMESPACE } from '../../namespace';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2, 4)};
`;

/**
 * The flight's local administrations, each approving in parallel with the zonal centre: add one from the
 * municipal search, then per administration its purpose, documents, application and permission.
 */
export function LocalAdministrationsPanel({
  flightId,
  view,
  onChanged,
}: {
  flightId: string;
  view: Schema<'FlightAgreementViewDto'>;
  onChanged: () => void;
}): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const agreements: LocalAgreement[] = view.localGovernmentAgreements ?? [];
  const [adding, setAdding] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const allOutside = agreements.length > 0 && agreements.every((agreement) => agreement.outsideLocality);

  const switchAll = async (outside: boolean) => {
    setSwitching(true);
    setError(null);
    try {
      await setOutsideLocalityForAll(flightId, outside);
      onChanged();
    } catch (failure) {
      setError(errorMessageOf(failure, i18n) ?? null);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <FormSection aria-labelledby="local-administrations-title">
      <h2 id="local-administrations-title">{t('local.title')}</h2>
      <Intro>{t('local.intro')}</Intro>
      <Toolbar>
        <Button $variant="secondary" onClick={() => setAdding(true)}>
          {t('local.add')}
        </Button>
        {agreements.length > 1 ? (
          <Checkbox
            label={t('local.outside.all')}
            title={t('local.outside.allHint')}
            checked={allOutside}
            disabled={switching}
            onChange={(outside) => void switchAll(outside)}
          />
        ) : null}
      </Toolbar>
      {error ? <p role="alert">{error}</p> : null}
      {agreements.length === 0 ? (
        <EmptyState title={t('local.emptyTitle')} description={t('local.emptyText')} />
      ) : (
        <Stack $gap={4}>
          {agreements.map((agreement) => (
            <LocalAgreementCard
              key={agreement.authority.id}
              flightId={flightId}
              agreement={agreement}
              others={agreements.filter((other) => other.authority.id !== agreement.authority.id).map((other) => other.authority.id)}
              onChanged={onChanged}
            />
          ))}
        </Stack>
      )}
      <AddAdministrationDialog
        flightId={flightId}
        open={adding}
        added={agreements.map((agreement) => agreement.authority)}
        onClose={() => setAdding(false)}
        onAdded={onChanged}
      />
    </FormSection>
  );
}
