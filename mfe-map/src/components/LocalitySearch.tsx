import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { searchPlaces } from '../geo/localitySearch';
import { loadLocalities, type Locality } from '../map/baseLayer';
import { NAMESPACE } from '../namespace';

const Wrapper = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  label {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  input {
    font: inherit;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 4px 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  li {
    padding: 6px 10px;
    cursor: pointer;
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  li[aria-selected='true'],
  li:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Search by locality (a combobox): looks through the localities shipped with the base layer, so it works
 * with no network at all.
 */
export function LocalitySearch({ language, onSelect }: { language: 'ru' | 'en'; onSelect: (place: Locality) => void }): ReactElement {
  const { t, i18n } = useTranslation(NAMESPACE);
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const places = useQuery({ queryKey: ['map', 'localities'], queryFn: loadLocalities, staleTime: Infinity, enabled: query.length >= 2 });
  const results = useMemo(() => searchPlaces(places.data ?? [], query), [places.data, query]);
  const open = query.trim().length >= 2 && places.isSuccess;

  const choose = (place: Locality) => {
    onSelect(place);
    setQuery(language === 'ru' ? place.ru : place.en);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || results.length === 0) return;
    if (event.key === 'ArrowDown') setActive((i) => (i + 1) % results.length);
    else if (event.key === 'ArrowUp') setActive((i) => (i - 1 + results.length) % results.length);
    else if (event.key === 'Enter') choose(results[active]);
    else return;
    event.preventDefault();
  };

  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Wrapper>
      <label htmlFor={`${id}-input`}>{t('search.label')}</label>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && results.length > 0 ? `${id}-option-${active}` : undefined}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      {open ? (
        <Options id={`${id}-list`} role="listbox" aria-label={t('search.results')}>
          {results.length === 0 ? <li aria-disabled="true">{t('search.none')}</li> : null}
          {results.map((place, index) => (
            <li
              key={place.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
            >
              <span>{language === 'ru' ? place.ru : place.en}</span>
              <small>{t('search.population', { value: number.format(place.population) })}</small>
            </li>
          ))}
        </Options>
      ) : null}
    </Wrapper>
  );
}
