import styled from 'styled-components';
import { media } from '@nebo/shared-ui';

/** The authority's maps (review, dashboard) are one size: lower than the pilot's list map, beside a legend. */
export const MapBox = styled.div`
  height: 320px;
  overflow: hidden;
  ${media.up('md')} {
    height: 440px;
  }
`;
