import { NavLink } from 'react-router';
import styled, { css } from 'styled-components';

export const navItemLook = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentActive};
  }
`;

export const TopLink = styled(NavLink)`
  ${navItemLook}
  &.active {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const Chevron = styled.span<{ $open: boolean }>`
  width: 8px;
  height: 8px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(${({ $open }) => ($open ? '2px' : '-2px')}) rotate(${({ $open }) => ($open ? '-135deg' : '45deg')});
  transition: transform ${({ theme }) => theme.motion.fast};
`;

export const Dropdown = styled.ul<{ $align?: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 6px);
  ${({ $align = 'start' }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  min-width: 240px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  z-index: ${({ theme }) => theme.zIndex.header + 1};
`;

export const DropdownLink = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentActive};
  }
  &.active {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const DropdownButton = styled.button`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 40px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentActive};
  }
`;

export const DropdownNote = styled.li`
  padding: 8px 12px 10px;
  margin-bottom: 4px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
