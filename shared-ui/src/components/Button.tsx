import { Link } from 'react-router';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const sizes = {
  sm: css`
    min-height: 32px;
    padding: 0 12px;
    font-size: ${({ theme }) => theme.typography.size.sm};
  `,
  md: css`
    min-height: 40px;
    padding: 0 18px;
    font-size: ${({ theme }) => theme.typography.size.md};
  `,
  lg: css`
    min-height: 48px;
    padding: 0 24px;
    font-size: ${({ theme }) => theme.typography.size.lg};
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    border-color: ${({ theme }) => theme.colors.accent};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentHover};
      border-color: ${({ theme }) => theme.colors.accentHover};
      color: ${({ theme }) => theme.colors.accentText};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentSoft};
      color: ${({ theme }) => theme.colors.accentHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.error};
    border-color: ${({ theme }) => theme.colors.error};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.errorSoft};
      color: ${({ theme }) => theme.colors.error};
    }
  `,
};

/** Shared look of buttons and button-like links. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled, &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** <Button $variant="secondary" type="submit">…</Button> */
export const Button = styled.button.attrs<ButtonStyleProps>((props) => ({ type: props.type ?? 'button' }))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A router link that looks like a button (calls to action that navigate). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** An external link that looks like a button. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
