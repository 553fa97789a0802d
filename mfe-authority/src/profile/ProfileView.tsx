import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, media } from '@nebo/shared-ui';
import { CONTACT_TYPES, type AuthorityProfileDto } from '../api/types';
import { NAMESPACE } from '../namespace';
import { displayPhone, splitList } from './profileForm';

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(160px, 1fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.spacing(3, 6)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing(1)};
    dd {
      margin-bottom: ${({ theme }) => theme.spacing(3)};
    }
  }
`;

const Blocks = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(280px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  section {
    padding: ${({ theme }) => theme.spacing(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  dl {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
    margin-top: ${({ theme }) => theme.spacing(2)};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const hrefOf = (website: string): string => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

/** The profile as applicants read it: general information and the three typed contacts. */
export function ProfileView({ profile }: { profile: AuthorityProfileDto }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const missing = t('profile.notSet');
  return (
    <>
      <Card title={t('profile.general')} aria-label={t('profile.general')}>
        <Facts>
          <dt>{t('profile.name')}</dt>
          <dd>{profile.name}</dd>
          <dt>{t('profile.shortName')}</dt>
          <dd>{profile.shortName || missing}</dd>
          <dt>{t('profile.type')}</dt>
          <dd>{t(`area.types.${profile.type}`)}</dd>
          <dt>{t('profile.code')}</dt>
          <dd>{profile.code}</dd>
          <dt>{t('profile.address')}</dt>
          <dd>{profile.address || missing}</dd>
          <dt>{t('profile.website')}</dt>
          <dd>
            {profile.website ? (
              <a href={hrefOf(profile.website)} target="_blank" rel="noopener noreferrer">
                {profile.website}
              </a>
            ) : (
              missing
            )}
          </dd>
          <dt>{t('profile.description')}</dt>
          <dd>{profile.description || missing}</dd>
        </Facts>
      </Card>
      <Card title={t('profile.contactsTitle')} aria-label={t('profile.contactsTitle')}>
        <Blocks>
          {CONTACT_TYPES.map((type) => {
            const contact = profile.contacts.find((each) => each.type === type);
            const emails = splitList(contact?.email);
            const phones = splitList(contact?.phone);
            const empty = !contact || (emails.length === 0 && phones.length === 0 && !contact.spokesmanFullName && !contact.spokesmanPost);
            return (
              <section key={type} aria-labelledby={`contact-${type}`}>
                <h3 id={`contact-${type}`}>{t(`profile.contactTypes.${type}`)}</h3>
                {empty ? (
                  <p>{t('profile.noContacts')}</p>
                ) : (
                  <dl>
                    {emails.length > 0 ? (
                      <>
                        <dt>{t('profile.emails')}</dt>
                        <dd>
                          <ul>
                            {emails.map((email) => (
                              <li key={email}>
                                <a href={`mailto:${email}`}>{email}</a>
                              </li>
                            ))}
                          </ul>
                        </dd>
                      </>
                    ) : null}
                    {phones.length > 0 ? (
                      <>
                        <dt>{t('profile.phones')}</dt>
                        <dd>
                          <ul>
                            {phones.map((phone) => (
                              <li key={phone}>
                                <a href={`tel:+${phone.replace(/\D/g, '')}`}>{displayPhone(phone)}</a>
                              </li>
                            ))}
                          </ul>
                        </dd>
                      </>
                    ) : null}
                    {contact?.spokesmanFullName || contact?.spokesmanPost ? (
                      <>
                        <dt>{t('profile.spokesmanFullName')}</dt>
                        <dd>{[contact.spokesmanFullName, contact.spokesmanPost].filter(Boolean).join(', ')}</dd>
                      </>
                    ) : null}
                  </dl>
                )}
              </section>
            );
          })}
        </Blocks>
      </Card>
    </>
  );
}
