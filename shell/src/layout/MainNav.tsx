import { useId, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocale } from '@nebo/shared-ui';
import { MAIN_NAV, type NavGroupDef } from '../navigation/navTable';
import { useVisibleNav } from '../navigation/useNavigation';
import { MarketplaceLink, useMarketplaceUrl } from './MarketplaceLink';
import { Chevron, Dropdown, DropdownLink, TopLink, navItemLook } from './navStyles';
import { useDisclosure } from './useDisclosure';

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
`;

const GroupButton = styled.button`
  ${navItemLook}
`;

const MarketAnchor = styled(MarketplaceLink)`
  ${navItemLook}
`;

/** The label of a group that has one visible link: the group's name for a section root, else the link's. */
export function singleLinkLabelKey(group: NavGroupDef): string {
  const [link] = group.links;
  return link.root ? group.labelKey : link.labelKey;
}

function NavGroup({ group }: { group: NavGroupDef }): ReactElement {
  const { t } = useTranslation('shell');
  const { localize } = useLocale();
  const menuId = useId();
  const { open, toggle, rootRef, buttonRef } = useDisclosure<HTMLLIElement>();

  if (group.links.length === 1) {
    const [link] = group.links;
    return (
      <Item>
        <TopLink to={localize(link.path)}>{t(singleLinkLabelKey(group))}</TopLink>
      </Item>
    );
  }
  return (
    <Item ref={rootRef}>
      <GroupButton ref={buttonRef} type="button" aria-expanded={open} aria-controls={menuId} onClick={toggle}>
        {t(group.labelKey)}
        <Chevron $open={open} aria-hidden="true" />
      </GroupButton>
      <Dropdown id={menuId} hidden={!open}>
        {group.links.map((link) => (
          <li key={link.path}>
            <DropdownLink to={localize(link.path)} end>
              {t(link.labelKey)}
            </DropdownLink>
          </li>
        ))}
      </Dropdown>
    </Item>
  );
}

/** The header's main navigation (≥ 992 px): the spec's groups filtered by role and deployment. */
export function MainNav(): ReactElement | null {
  const { t } = useTranslation('shell');
  const groups = useVisibleNav(MAIN_NAV);
  const marketplace = useMarketplaceUrl();
  if (groups.length === 0 && !marketplace) return null;
  return (
    <nav aria-label={t('header.mainNav')}>
      <List>
        {/* The external marketplace comes first, as in the spec's company layout (marketplace, flights, insurance, users). */}
        {marketplace ? (
          <Item>
            <MarketAnchor />
          </Item>
        ) : null}
        {groups.map((group) => (
          <NavGroup key={group.id} group={group} />
        ))}
      </List>
    </nav>
  );
}
