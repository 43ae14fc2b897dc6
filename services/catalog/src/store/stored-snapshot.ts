import { randomUUID } from 'node:crypto';
import type { TimeSlicer } from './time-slice';

/**
 * The products as a replica last had them in memory, stored in the catalogue's database for the next replica
 * to start from. The products collection costs the embedded FerretDB ~0.5 ms of CPU per product to read (it
 * decodes each stored document field by field, one cursor on one core): ~25 s at 50,000 products, ~2 min at
 * 250,000. The same products as a few hundred large texts cost it a fraction of that, so a new replica reads
 * them, then applies the change log from the change they include, as every replica does each refresh.
 *
 * A head document names the current snapshot (its pages, the change it includes, its format); pages are
 * written under a new id before the head points to them, and the pages of the snapshot the head named before
 * are deleted after: a reader that loses its pages that way reads the products collection instead. Every read
 * here is by `_id`, the one filter FerretDB answers from an index rather than by decoding every document.
 */
export const SNAPSHOT_COLLECTION = 'catalog_snapshots';

const HEAD = 'head';
/** Products per stored page: a page is parsed or written in one go, so it stays well under a slice of work. */
const PRODUCTS_PER_PAGE = 500;

export interface SnapshotHead {
  _id: typeof HEAD;
  /** The pages' id: page n is `<id>/<n>`. */
  id: string;
  /** The last change of the log the products include. */
  change: number;
  /** How products are stored (a snapshot of another format is ignored). */
  format: number;
  pages: number;
  products: number;
  at: Date;
}

interface SnapshotPage {
  _id: string;
  /** The page's products, as JSON. */
  products: string;
}

/** What the snapshot needs of a collection (the MongoDB driver's). */
interface SnapshotCollection {
  findOne(filter: { _id: string }): Promise<unknown>;
  insertOne(doc: SnapshotPage): Promise<unknown>;
  replaceOne(
    filter: { _id: string },
    doc: Omit<SnapshotHead, '_id'>,
    options: { upsert: true },
  ): Promise<unknown>;
  deleteOne(filter: { _id: string }): Promise<unknown>;
}

export interface SnapshotDb {
  collection(name: string): SnapshotCollection;
}

const pageId = (id: string, page: number) => `${id}/${page}`;

/** The stored snapshot's head, if there is one of this format. */
export async function storedHead(db: SnapshotDb, format: number): Promise<SnapshotHead | null> {
  const head = (await db
    .collection(SNAPSHOT_COLLECTION)
    .findOne({ _id: HEAD })) as SnapshotHead | null;
  return head && head.format === format ? head : null;
}

/**
 * The products (parsed JSON) of the snapshot `head` names, page by page (`onPage` after each, with the products
 * read so far), or null when a page is gone (a newer snapshot replaced it meanwhile).
 */
export async function readStoredProducts(
  db: SnapshotDb,
  head: SnapshotHead,
  onPage: (read: number) => void,
  slicer: TimeSlicer,
): Promise<unknown[] | null> {
  const collection = db.collection(SNAPSHOT_COLLECTION);
  const products: unknown[] = [];
  for (let page = 0; page < head.pages; page += 1) {
    const stored = (await collection.findOne({
      _id: pageId(head.id, page),
    })) as SnapshotPage | null;
    if (!stored) return null;
    for (const product of JSON.parse(stored.products) as unknown[]) products.push(product);
    onPage(products.length);
    await slicer.pause();
  }
  return products.length === head.products ? products : null;
}

/**
 * Stores `products` (each as its JSON) as the snapshot of change `change`, unless the stored one is as
 * recent; the pages of the snapshot it replaces are deleted. Returns whether it stored them.
 */
export async function storeSnapshot(
  db: SnapshotDb,
  { change, format, products }: { change: number; format: number; products: readonly object[] },
  slicer: TimeSlicer,
): Promise<boolean> {
  const collection = db.collection(SNAPSHOT_COLLECTION);
  const before = await storedHead(db, format);
  if (before && before.change >= change) return false;
  const id = randomUUID();
  const pages = Math.ceil(products.length / PRODUCTS_PER_PAGE);
  for (let page = 0; page < pages; page += 1) {
    const from = page * PRODUCTS_PER_PAGE;
    await collection.insertOne({
      _id: pageId(id, page),
      products: JSON.stringify(products.slice(from, from + PRODUCTS_PER_PAGE)),
    });
    await slicer.pause();
  }
  // Whatever the head named before (of any format) is replaced: its pages go once nothing points to them.
  const replaced = (await collection.findOne({ _id: HEAD })) as SnapshotHead | null;
  await collection.replaceOne(
    { _id: HEAD },
    { id, change, format, pages, products: products.length, at: new Date() },
    { upsert: true },
  );
  for (let page = 0; replaced && page < replaced.pages; page += 1)
    await collection.deleteOne({ _id: pageId(replaced.id, page) });
  return true;
}
