import { screen } from '@testing-library/react';
import { renderAt } from '../../test/render';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

test('the four values with Shop All, We Put You First and the disclaimer; the video plays when motion is welcome', async () => {
  mockReducedMotion(false);
  await renderAt('/our-story');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our Story');
  for (const title of ['Timeless Classic', 'Living with Art', 'Long Lasting', 'Made for You']) {
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: `Shop All: ${title}` }).textContent).toBe('Shop All');
  }
  expect(screen.getByRole('heading', { name: 'We Put You First' })).toBeTruthy();
  expect(screen.getByText('89%')).toBeTruthy();
  expect(screen.getByText(/arrive within 5-7 days/)).toBeTruthy();
  expect(screen.getByText(/not affiliated with/)).toBeTruthy();
  const video = document.querySelector('video')!;
  expect(video.getAttribute('poster')).toBeTruthy();
  expect(video.autoplay).toBe(true);
});

test('no autoplay with reduced motion: the poster stands still', async () => {
  mockReducedMotion(true);
  await renderAt('/our-story');
  const video = document.querySelector('video')!;
  expect(video.autoplay).toBe(false);
  expect(video.getAttribute('preload')).toBe('none');
});
