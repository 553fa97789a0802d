import styled from 'styled-components';

/**
 * A list's secondary filters folded under one toggle on a phone, so the list starts on screen (the requests list
 * and the authority's review list). Its fields go in a `.fields` block after the `summary`.
 */
export const FiltersDisclosure = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    padding: ${({ theme }) => theme.spacing(0, 3)};
    cursor: pointer;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '';
    width: 8px;
    height: 8px;
    margin-left: auto;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[open] summary::after {
    transform: rotate(-135deg);
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  .fields {
    display: grid;
    gap: ${({ theme }) => theme.spacing(3)};
    padding: ${({ theme }) => theme.spacing(0, 3, 3)};
  }
`;
