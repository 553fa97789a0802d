import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QueryBoundary } from '../../async/QueryBoundary';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Stack } from '../../components/layout';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { useDebounced } from '../../hooks/useDebounced';
import { media } from '../../theme/media';
import { DronePicture } from '../DronePicture';
import type { LibraryManufacturer, LibraryModel } from './droneFormApi';
import { findLibraryManufacturers, findLibraryModels } from './libraryApi';
import { DRONE_FORM_NAMESPACE, registerDroneFormTranslations } from './translations';

export const MODELS_PAGE_SIZE = 9;
/** The library has a few dozen manufacturers: one page of them, narrowed by the search. */
const MANUFACTURERS_PAGE_SIZE = 100;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(5)};
  grid-template-columns: 1fr;
  ${media.up('lg')} {
    grid-template-columns: 280px 1fr;
  }
`;

const Panel = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  legend {
    padding: 0 ${({ theme }) => theme.spacing(1)};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const Options = styled.ul<{ $tiles?: boolean }>`
  display: ${({ $tiles }) => ($tiles ? 'grid' : 'flex')};
  flex-direction: column;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
  max-height: ${({ $tiles }) => ($tiles ? 'none' : '360px')};
  overflow-y: auto;
  margin: 0;
  /* Room for the focus outline inside the scrolling list. */
  padding: 4px;
  list-style: none;
`;

const Choice = styled.label<{ $checked: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.accentSoft : theme.colors.surface)};
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  /* The radio covers the whole choice, so a click anywhere on it (the picture included) selects it. */
  input {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function manufacturerName(manufacturer: { name: string; nameEn: string | null }, english: boolean): string {
  return english && manufacturer.nameEn ? manufacturer.nameEn : manufacturer.name;
}

/**
 * The first step of a new drone: a manufacturer, then one of its models (only active ones), each with
 * a search; a search over every manufacturer's models works too. Native radios, so arrow keys move
 * through the choices and screen readers announce them as a group.
 */
export function ModelPicker({ onPick }: { onPick: (model: LibraryModel) => void }): ReactElement {
  registerDroneFormTranslations();
  const { t, i18n } = useTranslation(DRONE_FORM_NAMESPACE);
  const english = i18n.language === 'en';
  const name = useId();
  const [manufacturerText, setManufacturerText] = useState('');
  const [modelText, setModelText] = useState('');
  const [manufacturer, setManufacturer] = useState<LibraryManufacturer | null>(null);
  const [model, setModel] = useState<LibraryModel | null>(null);
  const [page, setPage] = useState(0);
  const manufacturerQuery = useDebounced(manufacturerText, 300);
  const modelQuery = useDebounced(modelText, 300);

  const manufacturers = useQuery({
    queryKey: ['drone-library', 'manufacturers', 'ACTIVE', manufacturerQuery],
    queryFn: () => findLibraryManufacturers(manufacturerQuery, 0, MANUFACTURERS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const models = useQuery({
    queryKey: ['drone-library', 'models', 'ACTIVE', manufacturer?.id ?? null, modelQuery, page],
    queryFn: () => findLibraryModels(modelQuery, manufacturer?.id ?? null, page, MODELS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

  const chooseManufacturer = (next: LibraryManufacturer | null) => {
    setManufacturer(next);
    setModel(null);
    setPage(0);
  };

  const modelList = (
    <QueryBoundary
      query={models}
      loading={<Spinner label={t('picker.loading')} />}
      errorTitle={t('picker.loadFailed')}
      retryLabel={t('picker.retry')}
      empty={<EmptyState title={t('picker.noModels')} />}
    >
      {(found) => (
        <>
          <Options $tiles>
            {found.data.map((option) => {
              const front = option.imageInfos.find((image) => image.main) ?? option.imageInfos[0];
              return (
                <li key={option.id}>
                  <Choice $checked={model?.id === option.id}>
                    <input
                      type="radio"
                      name={`${name}-model`}
                      value={option.id}
                      checked={model?.id === option.id}
                      onChange={() => setModel(option)}
                    />
                    <DronePicture source={front ? { url: front.url, protectedFile: false } : null} alt="" />
                    <strong>{option.name}</strong>
                    <small>
                      {manufacturerName(option.manufacturer, english)}
                      {option.weightClass ? ` · ${t(`drones:weightClass.${option.weightClass}`)}` : ''}
                      {option.maxTakeoffWeight !== null ? ` · ${t('picker.weight', { weight: option.maxTakeoffWeight })}` : ''}
                    </small>
                  </Choice>
                </li>
              );
            })}
          </Options>
          <Pagination page={page} size={MODELS_PAGE_SIZE} totalCount={found.meta.totalCount} onChange={setPage} />
        </>
      )}
    </QueryBoundary>
  );

  return (
    <Stack $gap={4}>
      <Columns>
        <Panel>
          <legend>{t('picker.manufacturer')}</legend>
          <TextField
            type="search"
            label={t('picker.findManufacturer')}
            value={manufacturerText}
            onChange={setManufacturerText}
            autoComplete="off"
          />
          <Options aria-busy={manufacturers.isFetching}>
            <li>
              <Choice $checked={manufacturer === null}>
                <input
                  type="radio"
                  name={`${name}-manufacturer`}
                  checked={manufacturer === null}
                  onChange={() => chooseManufacturer(null)}
                />
                {t('picker.allManufacturers')}
              </Choice>
            </li>
            {(manufacturers.data?.data ?? []).map((option) => (
              <li key={option.id}>
                <Choice $checked={manufacturer?.id === option.id}>
                  <input
                    type="radio"
                    name={`${name}-manufacturer`}
                    value={option.id}
                    checked={manufacturer?.id === option.id}
                    onChange={() => chooseManufacturer(option)}
                  />
                  {manufacturerName(option, english)}
                  <small>{t('picker.modelsCount', { count: option.modelsCount })}</small>
                </Choice>
              </li>
            ))}
          </Options>
          {manufacturers.isError ? (
            <ErrorState title={t('picker.loadFailed')} onRetry={() => void manufacturers.refetch()} retryLabel={t('picker.retry')} />
          ) : null}
        </Panel>
        <Panel aria-busy={models.isFetching}>
          <legend>
            {manufacturer ? t('picker.modelsOf', { manufacturer: manufacturerName(manufacturer, english) }) : t('picker.model')}
          </legend>
          <TextField
            type="search"
            label={t('picker.findModel')}
            value={modelText}
            onChange={(value) => {
              setModelText(value);
              setPage(0);
            }}
            autoComplete="off"
          />
          {modelList}
        </Panel>
      </Columns>
      <div>
        <Button disabled={!model} onClick={() => model && onPick(model)}>
          {model ? t('picker.continueWith', { model: model.name }) : t('picker.continue')}
        </Button>
      </div>
    </Stack>
  );
}
