import type { ReactElement } from 'react';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BareFieldset, Button, FormTextField, MASKS, media } from '@nebo/shared-ui';
import type { ContactType } from '../api/types';
import { NAMESPACE } from '../namespace';
import { PROFILE_LIMITS } from './profileForm';

const Block = styled(BareFieldset)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  legend {
    float: left;
    width: 100%;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  legend + * {
    clear: both;
  }
`;

const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const ListSet = styled(BareFieldset)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

/** A square "×" button beside a row, as shared-ui's file list draws its remove button. */
const RemoveButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.error};
    border-color: ${({ theme }) => theme.colors.error};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &::before {
    content: '\\00D7';
  }
`;

/** One row: the field, then its remove button aligned with the input (the label sits above both). */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.spacing(2)};
  & > button {
    margin-top: 26px;
  }
`;

function ListRows({ name, kind, type }: { name: string; kind: 'email' | 'phone'; type: ContactType }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm();
  const { input } = useField<string[]>(name, { subscription: { value: true } });
  const rows = Array.isArray(input.value) ? input.value : [];
  const idOf = (index: number) => `contact-${type}-${kind}-${index}`;

  const add = () => {
    form.change(name, [...rows, '']);
    // The new row is rendered on the next frame: move the keyboard to it, as a sighted user's eye would.
    requestAnimationFrame(() => document.getElementById(idOf(rows.length))?.focus());
  };
  const remove = (index: number) => {
    form.change(
      name,
      rows.filter((_, each) => each !== index),
    );
    requestAnimationFrame(() => document.getElementById(idOf(Math.max(0, index - 1)))?.focus());
  };

  return (
    <ListSet>
      <legend>{t(kind === 'email' ? 'profile.emails' : 'profile.phones')}</legend>
      {rows.map((_, index) => (
        <Row key={index}>
          <FormTextField
            id={idOf(index)}
            name={`${name}[${index}]`}
            label={t(kind === 'email' ? 'profile.email' : 'profile.phone', { number: index + 1 })}
            {...(kind === 'email'
              ? { type: 'email', inputMode: 'email' as const, autoComplete: 'off', maxLength: 254 }
              : { type: 'tel', inputMode: 'tel' as const, mask: MASKS.phone, placeholder: '+7 (___) ___-__-__', autoComplete: 'off' })}
          />
          <RemoveButton
            type="button"
            aria-label={t(kind === 'email' ? 'profile.removeEmail' : 'profile.removePhone', { number: index + 1 })}
            onClick={() => remove(index)}
          />
        </Row>
      ))}
      <div>
        <Button type="button" $variant="secondary" $size="sm" onClick={add}>
          {t(kind === 'email' ? 'profile.addEmail' : 'profile.addPhone')}
        </Button>
      </div>
    </ListSet>
  );
}

/** One typed contact (GENERAL, SUBMISSION or SHR): lists of e-mails and phones, and the contact person. */
export function ContactFields({ type }: { type: ContactType }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const base = `contacts.${type}`;
  return (
    <Block>
      <legend>{t(`profile.contactTypes.${type}`)}</legend>
      <Lists>
        <ListRows name={`${base}.emails`} kind="email" type={type} />
        <ListRows name={`${base}.phones`} kind="phone" type={type} />
        <FormTextField name={`${base}.spokesmanFullName`} label={t('profile.spokesmanFullName')} maxLength={PROFILE_LIMITS.spokesman} />
        <FormTextField name={`${base}.spokesmanPost`} label={t('profile.spokesmanPost')} maxLength={PROFILE_LIMITS.spokesman} />
      </Lists>
    </Block>
  );
}
