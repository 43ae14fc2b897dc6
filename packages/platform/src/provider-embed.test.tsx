import { render, screen } from '@testing-library/react';
import type { Platform, ProviderWidget } from './contract';
import { PlatformContext } from './index';
import { ProviderEmbed } from './provider-embed';

function renderWith(widget: ProviderWidget | null) {
  const platform = { widgets: { get: () => widget } } as unknown as Platform;
  return render(
    <PlatformContext.Provider value={platform}>
      <ProviderEmbed name="newsletter">
        <form aria-label="Our own sign-up" />
      </ProviderEmbed>
      <ProviderEmbed name="newsletter">
        <form aria-label="Our own sign-up" />
      </ProviderEmbed>
    </PlatformContext.Provider>,
  );
}

describe('provider widgets', () => {
  it("unconfigured: the shop's own version, no script", () => {
    renderWith(null);
    expect(screen.getAllByRole('form', { name: 'Our own sign-up' })).toHaveLength(2);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it("configured: the provider's container with its attributes, its script loaded once", () => {
    const { container } = renderWith({
      scriptUrl: 'https://embed.mail.example/form.js',
      attributes: { 'data-list-id': 'L-42' },
    });
    expect(screen.queryByRole('form')).toBeNull();
    const embeds = container.querySelectorAll('[data-provider-widget="newsletter"]');
    expect(embeds).toHaveLength(2);
    expect(embeds[0].getAttribute('data-list-id')).toBe('L-42');
    expect([...document.head.querySelectorAll('script')].map((s) => s.src)).toEqual([
      'https://embed.mail.example/form.js',
    ]);
  });
});
