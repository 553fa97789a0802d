import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ButtonAnchor, ButtonLink, PageHeading, useLocale } from '@nebo/shared-ui';
import { usePageTitle } from '../../layout/usePageTitle';
import { PUBLIC_NAMESPACE, registerPublicTranslations } from './publicTranslations';
import { redirectTarget } from './redirectTarget';

registerPublicTranslations();

const Panel = styled.section<{ $refused?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: 720px;
  padding: ${({ theme }) => theme.spacing(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $refused }) => ($refused ? theme.colors.error : theme.colors.warning)};
  p {
    margin: 0;
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  dl {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1, 4)};
    margin: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    overflow-wrap: anywhere;
  }
`;

const Host = styled.dd`
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Full = styled.dd`
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** /redirect/?url=…: says where an outside link leads before the visitor goes there. */
export function RedirectPage(): ReactElement {
  const { t } = useTranslation(PUBLIC_NAMESPACE);
  const { localize } = useLocale();
  const [params] = useSearchParams();
  const target = redirectTarget(params.get('url'));
  const title = target ? t('redirect.title') : t('redirect.refusedTitle');
  usePageTitle(title);
  const home = (
    <ButtonLink to={localize('/')} $variant="secondary">
      {t('redirect.back')}
    </ButtonLink>
  );

  if (!target) {
    return (
      <>
        <PageHeading title={title} />
        <Panel $refused>
          <p role="alert">{t('redirect.refusedText')}</p>
          <Actions>{home}</Actions>
        </Panel>
      </>
    );
  }
  return (
    <>
      <PageHeading title={title} description={t('redirect.lead')} />
      <Panel aria-label={t('redirect.title')}>
        <dl>
          <dt>{t('redirect.host')}</dt>
          <Host>{target.host}</Host>
          <dt>{t('redirect.address')}</dt>
          <Full>{target.href}</Full>
        </dl>
        <Actions>
          {/* noreferrer: the page the visitor came from is not the other site's business. */}
          <ButtonAnchor href={target.href} rel="noopener noreferrer nofollow">
            {t('redirect.continue', { host: target.host })}
          </ButtonAnchor>
          {home}
        </Actions>
      </Panel>
    </>
  );
}

export default RedirectPage;
