import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BareFieldset, FieldError, Pagination, QueryBoundary, TextField, useDebounced } from '@nebo/shared-ui';
import { Legend } from '../components/Legend';
import { agreementKeys, fetchZonalCenters, ZONAL_CENTER_PAGE_SIZE, type Authority } from '../api/agreementApi';
import { NAMESPACE } from '../../namespace';

const Options = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(3, 0)};
  padding: 0;
  list-style: none;
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : theme.colors.surface)};
  cursor: pointer;
  input {
    margin-top: 3px;
    flex: none;
  }
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Mark = styled.em`
  margin-left: ${({ theme }) => theme.spacing(2)};
  font-style: normal;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.accentActive};
`;

export interface CentrePickerProps {
  flightId: string;
  value: Authority | null;
  onChange: (centre: Authority, chosenByPilot: boolean) => void;
  error?: string;
  disabled?: boolean;
}

/** The zonal centres, the ones the route crosses first; with nothing chosen yet the centre the server proposes is taken. */
export function CentrePicker({ flightId, value, onChange, error, disabled }: CentrePickerProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const search = useDebounced(text.trim(), 300);
  const errorId = useId();
  const centres = useQuery({
    queryKey: agreementKeys.zonalCenters(flightId, search, page),
    queryFn: () => fetchZonalCenters(flightId, search, page),
    placeholderData: keepPreviousData,
  });
  const proposed = centres.data?.data.find((centre) => centre.defaultAuthority);

  useEffect(() => {
    if (!value && proposed) onChange(proposed, false);
  }, [value, proposed, onChange]);

  return (
    <BareFieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <Legend>{t('agreement.orvd.centre')}</Legend>
      <TextField
        label={t('agreement.orvd.centreSearch')}
        hint={t('agreement.orvd.centreSearchHint')}
        value={text}
        type="search"
        onChange={(next) => {
          setText(next);
          setPage(0);
        }}
      />
      <QueryBoundary
        query={centres}
        loadingLabel={t('agreement.orvd.centresLoading')}
        errorTitle={t('agreement.orvd.centresFailed')}
        retryLabel={t('agreement.page.retry')}
        isEmpty={(answer) => answer.data.length === 0}
        empty={<p>{t('agreement.orvd.centresEmpty')}</p>}
      >
        {(answer) => (
          <>
            <Options>
              {answer.data.map((centre) => (
                <li key={centre.id}>
                  <Option $checked={value?.id === centre.id}>
                    <input
                      type="radio"
                      name={`zonal-centre-${flightId}`}
                      value={centre.id}
                      checked={value?.id === centre.id}
                      disabled={disabled}
                      onChange={() => onChange(centre, true)}
                    />
                    <span>
                      {centre.name}
                      {centre.crossed ? (
                        <Mark>{centre.defaultAuthority ? t('agreement.orvd.proposed') : t('agreement.orvd.crossed')}</Mark>
                      ) : null}
                      <small>{centre.code}</small>
                    </span>
                  </Option>
                </li>
              ))}
            </Options>
            <Pagination page={page} size={ZONAL_CENTER_PAGE_SIZE} totalCount={answer.meta.totalCount} onChange={setPage} />
          </>
        )}
      </QueryBoundary>
      <FieldError id={errorId}>{error}</FieldError>
    </BareFieldset>
  );
}
