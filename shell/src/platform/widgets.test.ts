import { createWidgets } from './widgets';

describe('provider widgets', () => {
  it('keeps configured providers with their data- attributes, and nothing else', () => {
    const widgets = createWidgets({
      reviews: {
        scriptUrl: 'https://widget.reviews.example/v2.js',
        attributes: { 'data-store-id': 'S1', 'data-api-key': 'pk_1', onload: 'alert(1)' },
      },
      newsletter: { scriptUrl: 'javascript:alert(1)' },
    });
    expect(widgets.get('reviews')).toEqual({
      scriptUrl: 'https://widget.reviews.example/v2.js',
      attributes: { 'data-store-id': 'S1', 'data-api-key': 'pk_1' },
    });
    expect(widgets.get('reviews')).toBe(widgets.get('reviews'));
    expect(widgets.get('newsletter')).toBeNull();
    expect(widgets.get('contact')).toBeNull();
    expect(createWidgets().get('reviews')).toBeNull();
  });
});
