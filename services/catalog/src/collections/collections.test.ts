import { Types } from 'mongoose';
import { buildCollectionTree, findByPath } from './collection-tree';

const flat = (slug: string, parent_slug: string | null, position = 0) => ({
  _id: new Types.ObjectId(),
  slug,
  name: slug.toUpperCase(),
  parent_slug,
  position,
  description: '',
  thumbnail_desktop: `/media/collections/${slug}.svg`,
  banner: '',
  meta_title: '',
  meta_description: '',
  faqs: [],
  description_collection: [],
});

const store = [
  flat('sectional-sofas', 'sofas'),
  flat('lighting', null, 2),
  flat('living-room', null, 1),
  flat('sofas', 'living-room'),
  flat('corner-units', 'sectional-sofas'),
  flat('orphan', 'missing-parent'),
];

describe('buildCollectionTree', () => {
  const tree = buildCollectionTree(store);

  it('nests children under their parents, top level ordered by position', () => {
    expect(tree.map((c) => c.slug)).toEqual(['living-room', 'lighting']);
    expect(tree[0].children[0].slug).toBe('sofas');
    expect(tree[0].children[0].children[0].slug).toBe('sectional-sofas');
  });

  it('gives each collection its slug path', () => {
    expect(tree[0].children[0].children[0].slug_path).toBe('living-room/sofas/sectional-sofas');
  });

  it('stops at three levels and leaves out collections whose parent is missing', () => {
    expect(tree[0].children[0].children[0].children).toEqual([]);
    const all = JSON.stringify(tree);
    expect(all).not.toContain('corner-units');
    expect(all).not.toContain('orphan');
  });

  it('honours a smaller depth', () => {
    expect(buildCollectionTree(store, 1)[0].children).toEqual([]);
  });
});

describe('findByPath', () => {
  const tree = buildCollectionTree(store);

  it('finds a nested collection with its breadcrumb', () => {
    const found = findByPath(tree, ['living-room', 'sofas']);
    expect(found?.collection.slug).toBe('sofas');
    expect(found?.breadcrumb).toEqual([
      { name: 'LIVING-ROOM', slug_path: 'living-room' },
      { name: 'SOFAS', slug_path: 'living-room/sofas' },
    ]);
  });

  it('rejects a path that skips a level or does not start at the top', () => {
    expect(findByPath(tree, ['living-room', 'sectional-sofas'])).toBeNull();
    expect(findByPath(tree, ['sofas'])).toBeNull();
    expect(findByPath(tree, [])).toBeNull();
  });
});
