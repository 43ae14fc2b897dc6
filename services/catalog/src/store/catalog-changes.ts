/**
 * The catalogue's change log: how every replica learns what changed without re-reading the catalogue.
 *
 * Every writer of catalogue documents, after writing, records one change: the products it wrote or deleted
 * (by id), or the parts of the catalogue to read again whole (`reload`, e.g. after a seed or an import). A
 * change's `_id` is its sequence number, claimed by inserting it: the unique `_id` index makes a claim atomic
 * (the one atomic primitive every MongoDB-compatible database has, FerretDB on SQLite included), and a writer
 * that loses a race takes the next number, so numbers are claimed without gaps. Readers ask for the changes
 * after the last one they applied (a query on `_id`, the log's only index) and read only those products back,
 * each by `_id`. The log keeps the last KEPT_CHANGES changes; a reader further behind (or one whose last change
 * is gone from the log for any reason) reads everything again.
 */
export const CHANGE_LOG = 'catalog_changes';

/** Changes kept in the log: a reader that falls further behind reads the whole catalogue again. */
export const KEPT_CHANGES = 1000;

export const CATALOG_PARTS = [
  'products',
  'collections',
  'designers',
  'looks',
  'materials',
] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/** Ids as the driver gives them (ObjectId) or as text: stored as given, compared as text. */
type Id = { toString(): string };

export interface CatalogChange {
  /** Sequence number: 1, 2, 3, … */
  _id: number;
  at: Date;
  /** Products written or deleted. */
  products: Id[];
  /** Parts of the catalogue to read again whole. */
  reload: CatalogPart[];
}

interface Cursor<T> {
  sort(sort: Record<string, 1 | -1>): Cursor<T>;
  limit(limit: number): Cursor<T>;
  toArray(): Promise<T[]>;
}

/** What the log needs of a collection (the MongoDB driver's, whichever copy of it). */
export interface ChangeLogCollection {
  find(filter: object): Cursor<unknown>;
  insertOne(doc: Record<string, unknown>): Promise<unknown>;
  deleteMany(filter: object): Promise<unknown>;
}

export interface ChangeLogDb {
  collection(name: string): ChangeLogCollection;
}

const DUPLICATE_KEY = 11000;
const MAX_CLAIMS = 100;

/** The newest change's number (0 for an empty log). */
export async function latestChange(db: ChangeLogDb): Promise<number> {
  const [newest] = (await db
    .collection(CHANGE_LOG)
    .find({})
    .sort({ _id: -1 })
    .limit(1)
    .toArray()) as CatalogChange[];
  return newest?._id ?? 0;
}

/**
 * The changes after number `after` (at most `limit`, oldest first), or null when the log no longer holds
 * change `after` itself: trimmed past it, or started again (a database restored, a log emptied). Then the
 * reader cannot know what it missed and must read everything again.
 */
export async function changesAfter(
  db: ChangeLogDb,
  after: number,
  limit: number,
): Promise<CatalogChange[] | null> {
  const changes = (await db
    .collection(CHANGE_LOG)
    .find({ _id: { $gte: after } })
    .sort({ _id: 1 })
    .limit(limit + 1)
    .toArray()) as CatalogChange[];
  if (after > 0 && changes[0]?._id !== after) return null;
  const next = changes.filter((change) => change._id > after);
  // Numbers are claimed without gaps; a gap is a trimmed or restarted log too.
  return next.every((change, index) => change._id === after + 1 + index) ? next : null;
}

/** Records a change after the documents are written; returns its number. */
export async function recordCatalogChange(
  db: ChangeLogDb,
  change: { products?: Id[]; reload?: CatalogPart[] },
): Promise<number> {
  const log = db.collection(CHANGE_LOG);
  let number = (await latestChange(db)) + 1;
  for (let claim = 0; claim < MAX_CLAIMS; claim += 1, number += 1) {
    try {
      await log.insertOne({
        _id: number,
        at: new Date(),
        products: change.products ?? [],
        reload: change.reload ?? [],
      });
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) continue;
      throw error;
    }
    if (number > KEPT_CHANGES) await log.deleteMany({ _id: { $lte: number - KEPT_CHANGES } });
    return number;
  }
  throw new Error(`Could not record a catalogue change: ${MAX_CLAIMS} numbers in a row were taken`);
}
