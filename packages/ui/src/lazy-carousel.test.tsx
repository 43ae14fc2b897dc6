import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useShopperInteracted } from './lazy-carousel';

function Probe() {
  return <p>{useShopperInteracted() ? 'interactive' : 'static'}</p>;
}

test('static until the first interaction, which makes every carousel interactive after that paint', async () => {
  render(
    <>
      <Probe />
      <Probe />
    </>,
  );
  expect(screen.getAllByText('static')).toHaveLength(2);
  act(() => {
    fireEvent.scroll(window);
  });
  expect(screen.getAllByText('static')).toHaveLength(2);
  await waitFor(() => expect(screen.getAllByText('interactive')).toHaveLength(2));
  // Once is enough: a carousel mounted later starts interactive.
  render(<Probe />);
  expect(screen.getAllByText('interactive')).toHaveLength(3);
});
