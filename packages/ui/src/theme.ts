/** Design tokens from DESIGN.md: one theme for the shell and every MFE. */
export const theme = {
  color: {
    cream: '#F7F3EC',
    paper: '#FFFDF9',
    charcoal: '#1F1D1A',
    walnut: '#5B3A24',
    teak: '#C8642B',
    teakDark: '#A44F1F',
    olive: '#6B6B3A',
    grey700: '#4A4743',
    grey500: '#6E6A64',
    grey300: '#C9C4BC',
    grey200: '#E4DED4',
    grey100: '#EFEAE2',
    error: '#A3261B',
    success: '#3E5F2A',
  },
  font: {
    body: "'Jost', 'Helvetica Neue', Arial, sans-serif",
    display: "'Fraunces', Georgia, 'Times New Roman', serif",
  },
  /** 8 px spacing scale: space(2) = 16px. */
  space: (n: number) => `${n * 8}px`,
  breakpoint: { tablet: 768, desktop: 1024 },
  media: {
    tablet: '@media (min-width: 768px)',
    desktop: '@media (min-width: 1024px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  radius: '4px',
  contentWidth: '1200px',
  motion: '200ms ease',
} as const;

export type Theme = typeof theme;
