import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, media, readCookie, writeCookie } from '@nebo/shared-ui';

/** The strip shows until a cookie confirming consent exists; accepting stores true (docs/requirements.md#ui-navigation). */
export const CONSENT_COOKIE = 'cookie_consent';
const CONSENT_MAX_AGE = 365 * 24 * 60 * 60;

const Strip = styled.section`
  position: fixed;
  left: 16px;
  right: 16px;
  bottom: 16px;
  z-index: ${({ theme }) => theme.zIndex.sidebar - 1};
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(4, 5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${media.up('md')} {
    grid-template-columns: 1fr 100px;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(6)};
  }
`;

export function hasConsent(): boolean {
  return readCookie(CONSENT_COOKIE) === 'true';
}

export function CookieConsent(): ReactElement | null {
  const { t } = useTranslation('shell');
  const [accepted, setAccepted] = useState(hasConsent);
  if (accepted) return null;
  return (
    <Strip aria-label={t('cookies.label')}>
      <p>{t('cookies.text')}</p>
      <Button
        onClick={() => {
          writeCookie(CONSENT_COOKIE, 'true', { maxAgeSeconds: CONSENT_MAX_AGE });
          setAccepted(true);
        }}
      >
        {t('cookies.accept')}
      </Button>
    </Strip>
  );
}
