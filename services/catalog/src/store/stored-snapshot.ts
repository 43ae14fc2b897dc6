import { randomUUID } from 'node:crypto';
import type { TimeSlicer } from './time-slice';

/**
 * The products as a replica last had them in memory, stored in the catalogue's database for the next replica
 * to start from. The products collection costs the embedded FerretDB ~0.5 ms of CPU per product to read (it
 * decodes each stored document field by field, one cursor on one core): ~25 s at 50,000 products, ~2 min at
 * 250,000. The same products as a few hundred large texts cost it a fraction of that, so a new replica reads
 * them, then applies the change log from the change they include, as every replica does each refresh.
 *
 * What is stored of a product is what a replica reads of it (its card and the words it is searched by), not
 * the whole document. A head document names the current snapshot (its pages, the change it includes, its
 * format); pages are written under a new id before the head points to them, and the pages of the snapshot the
 * head named before are deleted after: a reader that loses its pages that way reads the products collection
 * instead. A replica holds only cards in memory, so it stores a snapshot as it reads every product, and later
 * updates the stored one: its products but those changed since, then those read again by id. Every read
 * here is by `_id`, the one filter FerretDB answers from an index rather than by decoding every document.
 */
export const SNAPSHOT_COLLECTION = 'catalog_snapshots';

const HEAD = 'head';
/** Products per stored page: a page is parsed or written in one go, so it stays well under a slice of work. */
const PRODUCTS_PER_PAGE = 500;
/** Changed products read again at once while updating the stored snapshot. */
const READ_AT_ONCE = 100;

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
 * Reads the snapshot `head` names page by page, handing each page's products (parsed JSON) to `onPage` with
 * the products read so far; false when a page is gone (a newer snapshot replaced it meanwhile) or the count
 * is not the head's.
 */
export async function readStoredProducts(
  db: SnapshotDb,
  head: SnapshotHead,
  onPage: (products: unknown[], read: number) => void | Promise<void>,
  slicer: TimeSlicer,
): Promise<boolean> {
  const collection = db.collection(SNAPSHOT_COLLECTION);
  let read = 0;
  for (let page = 0; page < head.pages; page += 1) {
    const stored = (await collection.findOne({
      _id: pageId(head.id, page),
    })) as SnapshotPage | null;
    if (!stored) return false;
    const products = JSON.parse(stored.products) as unknown[];
    read += products.length;
    await onPage(products, read);
    await slicer.pause();
  }
  return read === head.products;
}

/**
 * A snapshot written page by page as its products come (each stored as its JSON), then named by the head
 * (`commit`): never more than a page of it in memory, so a replica can store a catalogue it does not hold
 * whole (as it reads every product, or as it updates the stored snapshot with the products changed since).
 */
export class SnapshotWriter {
  private readonly id = randomUUID();
  private page: object[] = [];
  private pages = 0;
  private products = 0;

  constructor(
    private readonly db: SnapshotDb,
    private readonly slicer: TimeSlicer,
  ) {}

  async add(product: object): Promise<void> {
    this.page.push(product);
    this.products += 1;
    if (this.page.length === PRODUCTS_PER_PAGE) await this.flush();
  }

  /**
   * Names the pages written the snapshot of change `change` in `format`, unless the stored one is as recent
   * (its own pages are deleted then); the pages of the snapshot it replaces are deleted. Whether it stored.
   */
  async commit(change: number, format: number): Promise<boolean> {
    await this.flush();
    const collection = this.db.collection(SNAPSHOT_COLLECTION);
    // Whatever the head named before (of any format) is replaced: its pages go once nothing points to them.
    const replaced = (await collection.findOne({ _id: HEAD })) as SnapshotHead | null;
    if (replaced && replaced.format === format && replaced.change >= change) {
      await this.discard();
      return false;
    }
    await collection.replaceOne(
      { _id: HEAD },
      { id: this.id, change, format, pages: this.pages, products: this.products, at: new Date() },
      { upsert: true },
    );
    await deletePages(this.db, replaced);
    return true;
  }

  /** Deletes the pages written: nothing will name them. */
  async discard(): Promise<void> {
    await deletePages(this.db, { id: this.id, pages: this.pages });
  }

  private async flush(): Promise<void> {
    if (this.page.length === 0) return;
    await this.db.collection(SNAPSHOT_COLLECTION).insertOne({
      _id: pageId(this.id, this.pages),
      products: JSON.stringify(this.page),
    });
    this.pages += 1;
    this.page = [];
    await this.slicer.pause();
  }
}

async function deletePages(
  db: SnapshotDb,
  snapshot: Pick<SnapshotHead, 'id' | 'pages'> | null,
): Promise<void> {
  for (let page = 0; snapshot && page < snapshot.pages; page += 1)
    await db.collection(SNAPSHOT_COLLECTION).deleteOne({ _id: pageId(snapshot.id, page) });
}

/** What updating the stored snapshot needs to know of the products changed since it. */
export interface SnapshotUpdate {
  /** The change the updated snapshot includes. */
  change: number;
  format: number;
  /** The ids of the products changed after change `after`, or null when they are not known that far back. */
  changedAfter(after: number): ReadonlySet<string> | null;
  /** A stored product's id, from its JSON. */
  idOf(stored: unknown): string;
  /** The products with these ids as stored now (the deleted ones left out). */
  read(ids: readonly string[]): Promise<object[]>;
}

/**
 * Stores the snapshot of change `update.change`: the stored snapshot's products but those changed since, then
 * those read again. False when there is no stored snapshot of this format to update, it is as recent, its
 * changes since are not known, or it was replaced while being read.
 */
export async function updateStoredSnapshot(
  db: SnapshotDb,
  update: SnapshotUpdate,
  slicer: TimeSlicer,
): Promise<boolean> {
  const head = await storedHead(db, update.format);
  if (!head || head.change >= update.change) return false;
  const changed = update.changedAfter(head.change);
  if (!changed) return false;
  const writer = new SnapshotWriter(db, slicer);
  const whole = await readStoredProducts(
    db,
    head,
    async (products) => {
      for (const product of products)
        if (!changed.has(update.idOf(product))) await writer.add(product as object);
    },
    slicer,
  );
  if (!whole) {
    await writer.discard();
    return false;
  }
  const ids = [...changed];
  for (let from = 0; from < ids.length; from += READ_AT_ONCE)
    for (const product of await update.read(ids.slice(from, from + READ_AT_ONCE)))
      await writer.add(product);
  return writer.commit(update.change, update.format);
}
