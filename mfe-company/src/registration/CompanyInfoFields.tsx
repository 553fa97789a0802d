import type { ReactElement } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormSection, FormSelect, FormTextField, MASKS, media, type SelectOption } from '@nebo/shared-ui';
import { NAMESPACE } from '../namespace';
import { COMPANY_INFO_LIMITS, identifierMasks, isSoleProprietor, type CompanyInfoField } from './companyInfoForm';

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  grid-template-columns: minmax(0, 1fr);
  ${media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & > .wide {
    grid-column: 1 / -1;
  }
`;

export interface CompanyInfoFieldsProps {
  companyTypes: readonly SelectOption[];
  appointmentBases: readonly SelectOption[];
  /** An extra line under a field (D6: "applies at once" / "goes to review"). */
  noteOf?: (field: CompanyInfoField) => string | undefined;
  disabled?: boolean;
  /** Prefix of the section headings' ids, unique on the page. */
  idPrefix: string;
}

/**
 * The D4 fields in three sections: the company and its identifiers (masks by legal form; KPP only for legal
 * entities), addresses and contacts, the head and the basis of their authority.
 */
export function CompanyInfoFields({ companyTypes, appointmentBases, noteOf, disabled, idPrefix }: CompanyInfoFieldsProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const { input: typeInput } = useField<string>('companyType', { subscription: { value: true } });
  const companyType = typeInput.value;
  const ip = isSoleProprietor(companyType);
  const masks = identifierMasks(companyType);
  const hint = (field: CompanyInfoField, own?: string) => [own, noteOf?.(field)].filter(Boolean).join(' ') || undefined;
  const text = (field: CompanyInfoField, extra: Record<string, unknown> = {}) => (
    <FormTextField
      name={field}
      label={t(`info.fields.${field}`)}
      hint={hint(field, extra.ownHint as string | undefined)}
      maxLength={(COMPANY_INFO_LIMITS as Record<string, number>)[field]}
      disabled={disabled}
      autoComplete="off"
      {...Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'ownHint'))}
    />
  );

  return (
    <>
      <FormSection aria-labelledby={`${idPrefix}-company`}>
        <h2 id={`${idPrefix}-company`}>{t('info.sections.company')}</h2>
        <Fields>
          <div className="wide">
            <FormSelect
              name="companyType"
              label={t('info.fields.companyType')}
              options={companyTypes}
              required
              placeholder={t('info.choose')}
            />
            {noteOf?.('companyType') ? <small>{noteOf('companyType')}</small> : null}
          </div>
          <div className="wide">{text('name', { required: true, autoComplete: 'organization' })}</div>
          {text('shortName', { required: true })}
          {text('inn', {
            required: true,
            mask: masks.inn,
            inputMode: 'numeric',
            ownHint: t(ip ? 'info.hints.innIp' : 'info.hints.inn'),
          })}
          {text('ogrn', {
            label: t(ip ? 'info.fields.ogrnip' : 'info.fields.ogrn'),
            required: true,
            mask: masks.ogrn,
            inputMode: 'numeric',
            ownHint: t(ip ? 'info.hints.ogrnip' : 'info.hints.ogrn'),
          })}
          {ip ? null : text('kpp', { required: true, mask: masks.kpp, inputMode: 'numeric', ownHint: t('info.hints.kpp') })}
        </Fields>
      </FormSection>
      <FormSection aria-labelledby={`${idPrefix}-contacts`}>
        <h2 id={`${idPrefix}-contacts`}>{t('info.sections.contacts')}</h2>
        <Fields>
          <div className="wide">{text('registrationAddress', { required: true })}</div>
          <div className="wide">{text('actualAddress', { required: true })}</div>
          {text('email', { required: true, type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 254 })}
          {text('phone', {
            required: true,
            type: 'tel',
            inputMode: 'tel',
            mask: MASKS.phone,
            placeholder: '+7 (___) ___-__-__',
            autoComplete: 'tel',
          })}
          <div className="wide">
            {text('website', { type: 'url', inputMode: 'url', autoComplete: 'url', ownHint: t('info.hints.website') })}
          </div>
        </Fields>
      </FormSection>
      <FormSection aria-labelledby={`${idPrefix}-manager`}>
        <h2 id={`${idPrefix}-manager`}>{t('info.sections.manager')}</h2>
        <Fields>
          {text('managerLastName', { required: true, autoComplete: 'off' })}
          {text('managerFirstName', { required: true })}
          {text('managerPatronymic')}
          {text('managerPost', { required: true })}
          <div className="wide">
            <FormSelect
              name="managerPostAppointmentBasis"
              label={t('info.fields.managerPostAppointmentBasis')}
              options={appointmentBases}
              required
              placeholder={t('info.choose')}
            />
            {noteOf?.('managerPostAppointmentBasis') ? <small>{noteOf('managerPostAppointmentBasis')}</small> : null}
          </div>
        </Fields>
      </FormSection>
    </>
  );
}
