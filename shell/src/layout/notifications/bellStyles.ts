import styled from 'styled-components';
import { media } from '@nebo/shared-ui';
import { navItemLook } from '../navStyles';

export const Root = styled.div`
  position: relative;
`;

export const BellButton = styled.button`
  ${navItemLook}
  position: relative;
  justify-content: center;
  width: 44px;
  min-height: 44px;
  padding: 0;
`;

export const Badge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 18px;
  text-align: center;
`;

/** Under 992 px the panel takes the whole width below the header (375 px phones); above, a dropdown at the bell. */
export const Panel = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.layout.headerHeight};
  left: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  &:focus {
    outline: none;
  }
  ${media.up('lg')} {
    position: absolute;
    top: calc(100% + 6px);
    left: auto;
    right: 0;
    width: 400px;
    max-height: min(560px, calc(100vh - 96px));
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    flex: 1;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

export const TextButton = styled.button`
  min-height: 36px;
  padding: 0 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

export const CloseButton = styled(TextButton)`
  width: 36px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.xl};
  line-height: 1;
`;

export const Body = styled.div`
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing(2)};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.button<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 10px 1fr;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $unread, theme }) => ($unread ? theme.colors.accentSoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  & + & {
    margin-top: 2px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const Dot = styled.span<{ $unread: boolean }>`
  width: 8px;
  height: 8px;
  margin-top: 7px;
  border-radius: 50%;
  background: ${({ $unread, theme }) => ($unread ? theme.colors.accent : 'transparent')};
`;

export const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const ItemTitle = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread, theme }) => ($unread ? theme.typography.weight.semibold : theme.typography.weight.regular)};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(6, 4)};
  text-align: center;
  p {
    margin: 0;
  }
`;

export const Foot = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2, 4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;
