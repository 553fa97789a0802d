import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Container, media, useLocale } from '@nebo/shared-ui';
import { readSiteContacts } from '../config/siteContacts';
import { FOOTER_NAV } from '../navigation/navTable';
import { useVisibleNav } from '../navigation/useNavigation';
import { LogoMark } from './Logo';

const Root = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => theme.spacing(10, 0, 8)};
  background: #0f2438;
  color: #c9d6e3;
  a {
    color: #e7f1fa;
    text-decoration: none;
  }
  a:hover {
    color: #ffffff;
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(8)};
  grid-template-columns: 1fr;
  ${media.up('md')} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
  ${media.up('lg')} {
    grid-template-columns: 1.6fr 1fr 1fr 1.2fr;
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  p {
    margin: 0;
    max-width: 38ch;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const BrandName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: #ffffff;
`;

const Column = styled.section`
  h2 {
    margin-bottom: ${({ theme }) => theme.spacing(3)};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: #8fa6bc;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-top: ${({ theme }) => theme.spacing(10)};
  padding-top: ${({ theme }) => theme.spacing(6)};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: #8fa6bc;
  p {
    margin: 0;
    max-width: 70ch;
  }
`;

/** The footer (docs/requirements.md#ui-navigation): about the platform, info, contacts and support, the card-acquiring note. */
export function Footer(): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const groups = useVisibleNav(FOOTER_NAV);
  const contacts = useMemo(readSiteContacts, []);
  const hasContacts = Boolean(contacts.email || contacts.phone || contacts.chatUrl || contacts.supportUrl);

  return (
    <Root>
      <Container>
        <Columns>
          <Brand>
            <BrandName>
              <LogoMark size={28} />
              {t('app.name')}
            </BrandName>
            <p>{t('footer.about')}</p>
          </Brand>
          {groups.map((group) => (
            <Column key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`}>{t(group.labelKey)}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.path}>
                    <Link to={localize(link.path)}>{t(link.labelKey)}</Link>
                  </li>
                ))}
              </ul>
            </Column>
          ))}
          {hasContacts ? (
            <Column aria-labelledby="footer-contacts">
              <h2 id="footer-contacts">{t('footer.contacts')}</h2>
              <ul>
                {contacts.phone ? (
                  <li>
                    <a href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>{contacts.phone}</a>
                  </li>
                ) : null}
                {contacts.email ? (
                  <li>
                    <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
                  </li>
                ) : null}
                {contacts.chatUrl ? (
                  <li>
                    <a href={contacts.chatUrl} target="_blank" rel="noreferrer">
                      {t('footer.chat')}
                    </a>
                  </li>
                ) : null}
                {contacts.supportUrl ? (
                  <li>
                    <a href={contacts.supportUrl} target="_blank" rel="noreferrer">
                      {t('footer.support')}
                    </a>
                  </li>
                ) : null}
              </ul>
            </Column>
          ) : null}
        </Columns>
        <Bottom>
          <p>{t('footer.acquiring')}</p>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </Bottom>
      </Container>
    </Root>
  );
}
