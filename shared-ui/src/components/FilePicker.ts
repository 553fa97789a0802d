import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonVariant } from './Button';

/**
 * A label styled as a button over an invisible file input that fills it: the native picker, with the keyboard and screen
 * readers, behind the house's button look (the focus ring follows the input inside).
 */
export const FilePickerLabel = styled.label<{ $variant?: ButtonVariant; $size?: ButtonSize }>`
  ${buttonStyles}
  position: relative;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
`;
