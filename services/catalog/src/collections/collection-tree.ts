import type { CollectionRecord } from './collection.schema';
import type { BreadcrumbItemDto, CollectionDto } from './dto/collection.dto';

export const MAX_TREE_DEPTH = 3;

type FlatCollection = Pick<
  CollectionRecord,
  | '_id'
  | 'slug'
  | 'name'
  | 'parent_slug'
  | 'position'
  | 'description'
  | 'thumbnail_desktop'
  | 'banner'
  | 'meta_title'
  | 'meta_description'
  | 'faqs'
  | 'description_collection'
>;

/**
 * Nests the flat collection store from the top level down, at most `maxDepth` levels; collections
 * deeper than that, or whose parent is missing, are left out. Siblings are ordered by position, then name.
 */
export function buildCollectionTree(
  flat: FlatCollection[],
  maxDepth = MAX_TREE_DEPTH,
): CollectionDto[] {
  const byParent = new Map<string | null, FlatCollection[]>();
  const ordered = [...flat].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  for (const item of ordered) {
    const siblings = byParent.get(item.parent_slug ?? null) ?? [];
    siblings.push(item);
    byParent.set(item.parent_slug ?? null, siblings);
  }
  const build = (parent: string | null, parentPath: string, depth: number): CollectionDto[] =>
    depth > maxDepth
      ? []
      : (byParent.get(parent) ?? []).map((item) => {
          const slug_path = parentPath ? `${parentPath}/${item.slug}` : item.slug;
          return {
            id: item._id.toString(),
            name: item.name,
            slug: item.slug,
            slug_path,
            description: item.description,
            thumbnail_desktop: item.thumbnail_desktop,
            banner: item.banner,
            meta_title: item.meta_title,
            meta_description: item.meta_description,
            faqs: item.faqs.map(({ question, answers }) => ({ question, answers })),
            description_collection: (item.description_collection ?? []).map(
              ({ title, content }) => ({ title, content }),
            ),
            children: build(item.slug, slug_path, depth + 1),
          };
        });
  return build(null, '', 1);
}

/** Follows `segments` down the tree; null unless every segment is a child of the one before. */
export function findByPath(
  tree: CollectionDto[],
  segments: string[],
): { collection: CollectionDto; breadcrumb: BreadcrumbItemDto[] } | null {
  let level = tree;
  let collection: CollectionDto | undefined;
  const breadcrumb: BreadcrumbItemDto[] = [];
  for (const segment of segments) {
    collection = level.find((candidate) => candidate.slug === segment);
    if (!collection) return null;
    breadcrumb.push({ name: collection.name, slug_path: collection.slug_path });
    level = collection.children;
  }
  return collection ? { collection, breadcrumb } : null;
}
