import { css } from 'styled-components';

/** Swiper's progress-bar pagination under the slides, in the shop's colours (instead of Swiper's pagination CSS). */
export const swiperProgressBar = css`
  .swiper {
    padding-bottom: ${({ theme }) => theme.space(3)};
  }
  .swiper-pagination-progressbar {
    position: absolute;
    left: 0;
    bottom: 0;
    width: 100%;
    height: 3px;
    background: ${({ theme }) => theme.color.grey200};
  }
  .swiper-pagination-progressbar-fill {
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.color.teakDark};
    transform: scale(0);
    transform-origin: left top;
  }
`;
