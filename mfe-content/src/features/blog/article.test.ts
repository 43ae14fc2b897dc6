import {
  createIdAllocator,
  headingId,
  longUsDate,
  outlineNumbers,
  withHeadingIds,
} from './article';
import { textOf } from './text';

describe('heading ids', () => {
  test('lowercase, spaces to hyphens, punctuation removed', () => {
    expect(headingId('Why Teak Ages Well')).toBe('why-teak-ages-well');
    expect(headingId("Eames' Lounge Chair: 1956 & Today!")).toBe('eames-lounge-chair-1956--today');
    expect(headingId('  Care, Cleaning (and Oil)?  ')).toBe('care-cleaning-and-oil');
    expect(headingId('snake_case stays')).toBe('snake_case-stays');
  });

  test('letters that are not word characters are removed too', () => {
    expect(headingId('Bouclé and Wool')).toBe('boucl-and-wool');
    expect(headingId('Möbel für Ästheten')).toBe('mbel-fr-stheten');
    expect(headingId('Дизайн 1956')).toBe('-1956');
  });

  test('duplicates get a counter, and an empty id a name', () => {
    const next = createIdAllocator();
    expect(['Intro', 'Intro', 'intro!', 'Intro 1', '¿?'].map(next)).toEqual([
      'intro',
      'intro-1',
      'intro-2',
      'intro-1-1',
      'section',
    ]);
  });

  test('ids are added to h1–h3 of the body, replacing old ones; other headings untouched', () => {
    const { html, toc } = withHeadingIds(
      '<h2 id="old" class="x">Care &amp; <em>Oil</em></h2><p>t</p><h4>Small</h4><h3>Care &amp; Oil</h3>',
    );
    expect(html).toBe(
      '<h2 id="care--oil" class="x">Care &amp; <em>Oil</em></h2><p>t</p><h4>Small</h4><h3 id="care--oil-1">Care &amp; Oil</h3>',
    );
    expect(toc).toEqual([
      { id: 'care--oil', text: 'Care & Oil', level: 2, number: '1' },
      { id: 'care--oil-1', text: 'Care & Oil', level: 3, number: '1.1' },
    ]);
  });

  test('a body h1 is written as an h2 (the title is the page h1) but keeps its rank in the contents', () => {
    const { html, toc } = withHeadingIds('<h1>Top</h1><h2>Under</h2>');
    expect(html).toBe('<h2 id="top">Top</h2><h2 id="under">Under</h2>');
    expect(toc.map((entry) => [entry.number, entry.level])).toEqual([
      ['1', 1],
      ['1.1', 2],
    ]);
  });

  test('text of a heading decodes entities', () => {
    expect(textOf('A&#39;s &#x263A; <b>bold</b>&nbsp;end')).toBe("A's ☺ bold end");
  });
});

describe('table of contents numbering', () => {
  test('numbers follow the outline from the highest level present', () => {
    expect(outlineNumbers([2, 3, 3, 2, 3, 2])).toEqual(['1', '1.1', '1.2', '2', '2.1', '3']);
    expect(outlineNumbers([1, 2, 3, 3, 2, 1])).toEqual(['1', '1.1', '1.1.1', '1.1.2', '1.2', '2']);
  });

  test('a deeper heading before any parent counts under a parent 1', () => {
    expect(outlineNumbers([3, 2, 3])).toEqual(['1.1', '2', '2.1']);
    expect(outlineNumbers([])).toEqual([]);
  });
});

describe('long US date', () => {
  test('month name, day without zero, year', () => {
    expect(longUsDate('2025-01-05T09:00:00')).toBe('January 5, 2025');
    expect(longUsDate('2023-12-31T23:30:00')).toBe('December 31, 2023');
    expect(longUsDate('2024-02-29T00:00:00Z')).toBe('February 29, 2024');
  });

  test('an unreadable date is blank', () => {
    expect(longUsDate('not a date')).toBe('');
  });
});
