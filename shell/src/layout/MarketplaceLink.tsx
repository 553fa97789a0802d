import { useState, type MouseEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonAnchor, ButtonLink, Modal, VisuallyHidden, useLocale, useSession } from '@nebo/shared-ui';
import { useDeployment } from '../federation';
import { asksToFillProfile, marketplaceUrlFor } from '../navigation/marketplace';
import { useAudience } from '../navigation/useNavigation';

/** The marketplace's address for this user in this deployment, or null when the link is not theirs. */
export function useMarketplaceUrl(): string | null {
  const audience = useAudience();
  const { deployment } = useDeployment();
  return marketplaceUrlFor(audience, deployment.marketplaceUrl);
}

/**
 * The header's link to the external marketplace (P1 §2). A pilot whose profile is not ready for flying
 * is first asked to fill it, in a modal dialog (focus kept inside, Escape closes, labelled by its title)
 * with both ways on: the marketplace anyway, or the profile.
 */
export function MarketplaceLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }): ReactElement | null {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const audience = useAudience();
  const summary = useSession((state) => state.summary);
  const url = useMarketplaceUrl();
  const [asking, setAsking] = useState(false);
  if (!url) return null;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!asksToFillProfile(audience, summary)) {
      onNavigate?.();
      return;
    }
    event.preventDefault();
    setAsking(true);
  };
  const done = () => {
    setAsking(false);
    onNavigate?.();
  };

  return (
    <>
      <a className={className} href={url} target="_blank" rel="noopener noreferrer" onClick={onClick} data-testid="marketplace-link">
        {t('marketplace.link')}
        <VisuallyHidden>{t('marketplace.newTab')}</VisuallyHidden>
      </a>
      <Modal
        open={asking}
        title={t('marketplace.dialog.title')}
        onClose={() => setAsking(false)}
        actions={
          <>
            <ButtonAnchor href={url} target="_blank" rel="noopener noreferrer" $variant="secondary" onClick={done}>
              {t('marketplace.dialog.anyway')}
              <VisuallyHidden>{t('marketplace.newTab')}</VisuallyHidden>
            </ButtonAnchor>
            <ButtonLink to={localize('/profile/')} onClick={done}>
              {t('marketplace.dialog.profile')}
            </ButtonLink>
          </>
        }
      >
        <p>{t('marketplace.dialog.text')}</p>
      </Modal>
    </>
  );
}
