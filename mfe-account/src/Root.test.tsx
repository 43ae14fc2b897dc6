import { screen } from '@testing-library/react';
import { createFakePlatform } from '@sohnne/web-testing';
import { renderAt } from './test/render';

describe('Root', () => {
  it('marks its wrapper with the MFE name and version', async () => {
    const { container } = await renderAt('/login', createFakePlatform());
    await screen.findByLabelText('Username or email address');
    expect((container.firstChild as HTMLElement).getAttribute('data-mfe')).toBe('account');
    expect((container.firstChild as HTMLElement).getAttribute('data-mfe-version')).toBe(
      '0.0.0-test',
    );
  });

  it('renders nothing for routes that are not its own (the shell owns the 404 page)', async () => {
    const platform = createFakePlatform();
    const { container } = await renderAt('/collections/sofas', platform);
    expect((container.firstChild as HTMLElement).innerHTML).toBe('');
    expect(platform.navigation.notFound).not.toHaveBeenCalled();
  });
});
