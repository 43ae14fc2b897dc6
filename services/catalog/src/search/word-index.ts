import MiniSearch from 'minisearch';

// The same words MiniSearch indexes and searches for, so that the two agree.
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = MiniSearch.getDefault('processTerm') as (term: string) => string;

const wordsOf = (text: string): string[] =>
  tokenize(text)
    .map((term) => processTerm(term))
    .filter((word) => word.length > 0);

/** Occurrences of a word in one field are counted up to this (6 bits per field, five fields in a small integer). */
const MAX_COUNT = 63;
const BITS_PER_FIELD = 6;
export const MAX_FIELDS = 5;

// BM25+ as MiniSearch scores (its defaults), so that rankings stay as they were.
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
/** A word found as the start of a longer one weighs less, the more so the longer that word (MiniSearch's rule). */
const PREFIX_WEIGHT = 0.375;
/** A word found with typos weighs less, the more so the more edits (MiniSearch's rule). */
const FUZZY_WEIGHT = 0.45;
/** BM25's term-frequency part is looked up, per field, for counts up to this and field lengths below the next. */
const TABLED_COUNTS = 4;
const TABLED_LENGTHS = 256;
/** Slots scored together when a query may find any word: their scratch space fits the processor's cache. */
const SLOTS_PER_BLOCK = 4096;

/** BM25+'s term-frequency part: `count` occurrences in a field `length` words long, its average `average`. */
const termFrequency = (count: number, length: number, average: number) =>
  BM25.d + (count * (BM25.k + 1)) / (count + BM25.k * (1 - BM25.b + (BM25.b * length) / average));

export interface RankOptions {
  /** Whether a word also matches the longer words it starts. */
  prefix: (word: string) => boolean;
  /** How many edits (letters added, removed or changed) a word may be from an indexed one, if any. */
  typos?: (word: string) => number | false;
  /** Products having any of the words, rather than every word. */
  anyWord?: boolean;
}

/** Two rows of the edit-distance table, reused (a typo search measures every indexed word). */
// in-memory-ok: scratch space of one synchronous call; nothing in it outlives the call.
let rows = [new Int32Array(64), new Int32Array(64)];

/** Levenshtein distance of `a` and `b`, or `max + 1` as soon as it is known to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (rows[0].length <= b.length)
    rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [previous, current] = rows;
  for (let at = 0; at <= b.length; at += 1) previous[at] = at;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let smallest = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      smallest = Math.min(smallest, current[j]);
    }
    if (smallest > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length], max + 1);
}

/**
 * The products having a word: their slots in ascending order (a product indexed gets the next slot, so a
 * word's list only grows at its end) and, at the same position, their occurrences of it in each field,
 * packed. Flat arrays rather than a Map: walked and searched without hashing or making objects.
 */
interface WordEntry {
  slots: Int32Array;
  packed: Int32Array;
  /** How many of the arrays' places are used. */
  size: number;
  /** Per field, how many products have the word there (removed products included, as MiniSearch counts them). */
  products: number[];
}

/** Appends `slot` with counts `packed` to `entry`, doubling its arrays when full. */
function append(entry: WordEntry, slot: number, packed: number): void {
  if (entry.size === entry.slots.length) {
    const slots = new Int32Array(entry.size * 2);
    const counts = new Int32Array(entry.size * 2);
    slots.set(entry.slots);
    counts.set(entry.packed);
    entry.slots = slots;
    entry.packed = counts;
  }
  entry.slots[entry.size] = slot;
  entry.packed[entry.size] = packed;
  entry.size += 1;
}

/**
 * The first position from `from` on whose slot is not below `slot` (`entry.size` when none): galloping from
 * `from`, then halving, so that walking ascending slots through a long list skips most of it.
 */
function seek(entry: WordEntry, slot: number, from: number): number {
  const { slots, size } = entry;
  let low = from;
  let step = 1;
  while (low + step < size && slots[low + step] < slot) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, size);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (slots[middle] < slot) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface RankedIds {
  /** Product ids, best first. */
  ids: string[];
  /** How many products were found (more than `ids` holds when a limit was given). */
  total: number;
}

interface QueryConstants {
  /** Per field, its average length. */
  averages: Float64Array;
  /** Per field, count (to TABLED_COUNTS) and length (below TABLED_LENGTHS): BM25's term-frequency part. */
  frequencies: Float64Array;
  /**
   * Per query word, per indexed word it matches: per field, the indexed word's weight times the field's
   * boost, then per field BM25's inverse document frequency (fields × 2 numbers).
   */
  factors: Float64Array[][];
}

/** A query word with the indexed words it matches and the weight of each. */
interface MatchedWord {
  entries: WordEntry[];
  weights: number[];
}

/**
 * Which products have each word, in each field, and how often: enough to find the products that have every
 * word of a query and rank only those, with MiniSearch's weights. Each product gets a slot number; a removed
 * product's slot is left empty (its words still point to it and are skipped), and a full read of the
 * catalogue builds the index anew.
 */
export class WordIndex {
  // in-memory-ok: a cache of the database's products, rebuilt with the catalogue snapshot that owns it
  private readonly entries = new Map<string, WordEntry>();
  /** Every word, sorted, for the words that start with a prefix. */
  private readonly words: string[] = [];
  /** Product id by slot (undefined once removed). */
  private readonly ids: Array<string | undefined> = [];
  // in-memory-ok: a cache of the database's products (see above)
  private readonly slotById = new Map<string, number>();
  /** Number of distinct words in each field of each slot, flat: slot * fields + field. */
  private readonly lengths: number[] = [];
  private readonly totalLength: number[];
  private live = 0;
  /**
   * The term-frequency parts of the averages as they were at `frequenciesOf` (products added and removed):
   * made again at the first query after a change, not per query nor per posting.
   */
  private readonly frequencies: Float64Array;
  private changes = 0;
  private frequenciesOf = -1;
  /**
   * Per slot, scratch space for scoring one query: allocated once and grown with the slots, and left all
   * zero after each query (only the slots it touched are cleared). New arrays of this size for every query
   * are memory outside the heap, which V8 answers with full collections of the whole catalogue.
   */
  private score = new Float64Array(0);
  private wordsHad = new Uint8Array(0);
  /** The last query word counted in `wordsHad`, plus one. */
  private lastWord = new Uint16Array(0);
  /** The slots a query found (`foundCount` of them), in the order found. */
  private found = new Int32Array(0);
  private foundCount = 0;

  /** `boosts`: the weight of each field, in the order products give their texts. */
  constructor(private readonly boosts: readonly number[]) {
    if (boosts.length > MAX_FIELDS) throw new Error(`At most ${MAX_FIELDS} fields can be indexed`);
    this.totalLength = boosts.map(() => 0);
    this.frequencies = new Float64Array(boosts.length * (TABLED_COUNTS + 1) * TABLED_LENGTHS);
  }

  /** Indexes a product (its texts in the order of the boosts); one indexed already is replaced. */
  add(id: string, texts: readonly string[]): void {
    this.remove(id);
    const slot = this.ids.length;
    this.ids.push(id);
    this.slotById.set(id, slot);
    this.live += 1;
    this.changes += 1;
    texts.forEach((text, field) => {
      // A field's length is its distinct words as written, as MiniSearch measures it.
      const length = new Set(tokenize(text)).size;
      this.lengths[slot * this.boosts.length + field] = length;
      this.totalLength[field] += length;
      for (const word of wordsOf(text)) {
        const entry = this.entry(word);
        const last = entry.size - 1;
        const listed = last >= 0 && entry.slots[last] === slot;
        const packed = listed ? entry.packed[last] : 0;
        const shift = field * BITS_PER_FIELD;
        const count = (packed >>> shift) & MAX_COUNT;
        if (count === 0) entry.products[field] += 1;
        if (count === MAX_COUNT) continue;
        if (listed) entry.packed[last] = packed + (1 << shift);
        else append(entry, slot, 1 << shift);
      }
    });
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.slotById.delete(id);
    this.ids[slot] = undefined;
    this.live -= 1;
    this.changes += 1;
    this.boosts.forEach((_, field) => {
      this.totalLength[field] -= this.lengths[slot * this.boosts.length + field];
    });
  }

  /**
   * The best `limit` of the products that have every word of `query` (or, with `anyWord`, any of them), best
   * first, and how many there are: BM25+ per field, weighted by the field's boost and by how closely the
   * indexed word matches the query's, summed over the words, times the number of query words the product has.
   */
  rank(query: string, options: RankOptions, limit = Infinity): RankedIds {
    const matched = wordsOf(query).map((word) =>
      this.matching(word, options.prefix(word), options.typos?.(word) || 0),
    );
    const constants = this.queryConstants(matched);
    this.growScratch();
    this.foundCount = 0;
    if (options.anyWord) this.scoreAnyWord(matched, constants);
    else this.scoreEveryWord(matched, constants);
    const ids = this.best(limit);
    for (let at = 0; at < this.foundCount; at += 1) {
      const slot = this.found[at];
      this.score[slot] = 0;
      this.wordsHad[slot] = 0;
      this.lastWord[slot] = 0;
    }
    return { ids, total: this.foundCount };
  }

  /** Scratch arrays with room for every slot (zero from where they were). */
  private growScratch(): void {
    if (this.score.length >= this.ids.length) return;
    const size = Math.max(this.ids.length, this.score.length * 2);
    this.score = new Float64Array(size);
    this.wordsHad = new Uint8Array(size);
    this.lastWord = new Uint16Array(size);
    this.found = new Int32Array(size);
  }

  /**
   * The constants of a query's scores: each field's average length, and per matched word its weight times
   * each field's boost and its rarity in each field.
   */
  private queryConstants(matched: MatchedWord[]): QueryConstants {
    const fields = this.boosts.length;
    const averages = Float64Array.from(this.totalLength, (total) => total / this.live);
    if (this.frequenciesOf !== this.changes) {
      for (let field = 0; field < fields; field += 1)
        for (let count = 1; count <= TABLED_COUNTS; count += 1)
          for (let length = 0; length < TABLED_LENGTHS; length += 1)
            this.frequencies[(field * (TABLED_COUNTS + 1) + count) * TABLED_LENGTHS + length] =
              termFrequency(count, length, averages[field]);
      this.frequenciesOf = this.changes;
    }
    return {
      averages,
      frequencies: this.frequencies,
      factors: matched.map((word) =>
        word.entries.map((entry, at) => {
          const factors = new Float64Array(fields * 2);
          for (let field = 0; field < fields; field += 1) {
            const having = entry.products[field];
            factors[field] = word.weights[at] * this.boosts[field];
            factors[fields + field] = Math.log(1 + (this.live - having + 0.5) / (having + 0.5));
          }
          return factors;
        }),
      ),
    };
  }

  /**
   * The products having every word, each scored alone: from the rarest word, looked up in the others (into
   * arrays by slot, like scoreAnyWord; a product stops being looked up at the first word it lacks).
   */
  private scoreEveryWord(matched: MatchedWord[], query: QueryConstants): void {
    if (matched.length === 0 || matched.some((word) => word.entries.length === 0)) return;
    const size = (word: MatchedWord) => word.entries.reduce((sum, entry) => sum + entry.size, 0);
    const rarest = [...matched].sort((a, b) => size(a) - size(b))[0];
    const { score, found, ids } = this;
    // Looked at already (whether or not it had every word): cleared below.
    const seen = this.wordsHad;
    for (const entry of rarest.entries) {
      // Where each word's lists were last looked in: this entry's slots ascend, so the next is further on.
      const cursors = matched.map((word) => new Int32Array(word.entries.length));
      for (let position = 0; position < entry.size; position += 1) {
        const slot = entry.slots[position];
        if (ids[slot] === undefined || seen[slot] === 1) continue;
        seen[slot] = 1;
        const total = this.everyWordScore(slot, matched, cursors, query);
        if (total !== null) {
          score[slot] = total * matched.length;
          found[this.foundCount++] = slot;
        }
      }
    }
    // Every mark goes; the scores of the products found stay.
    for (const entry of rarest.entries)
      for (let position = 0; position < entry.size; position += 1) seen[entry.slots[position]] = 0;
  }

  /**
   * The score of `slot` (before multiplying by the number of words) when it has every matched word, else null:
   * each word's lists looked in from its cursor on, the cursors moved past `slot`.
   */
  private everyWordScore(
    slot: number,
    matched: MatchedWord[],
    cursors: Int32Array[],
    query: QueryConstants,
  ): number | null {
    let total = 0;
    for (let index = 0; index < matched.length; index += 1) {
      const word = matched[index];
      const cursor = cursors[index];
      let hasWord = false;
      for (let at = 0; at < word.entries.length; at += 1) {
        const other = word.entries[at];
        const place = seek(other, slot, cursor[at]);
        cursor[at] = place;
        if (place === other.size || other.slots[place] !== slot) continue;
        hasWord = true;
        total += this.entryScore(slot, other.packed[place], query.factors[index][at], query);
      }
      if (!hasWord) return null;
    }
    return total;
  }

  /**
   * The products having any word, scored word by word along each word's products (into arrays by slot: there
   * can be as many as there are products), a block of slots at a time: the arrays read and written per
   * product then stay in the processor's cache, rather than each product of a long list missing it.
   */
  private scoreAnyWord(matched: MatchedWord[], query: QueryConstants): void {
    const { score, wordsHad, found, ids } = this;
    const lists = matched.flatMap((word, index) =>
      word.entries.map((entry, at) => ({ entry, index, factors: query.factors[index][at] })),
    );
    const cursors = new Int32Array(lists.length);
    for (let blockStart = 0; blockStart < ids.length; blockStart += SLOTS_PER_BLOCK) {
      const blockEnd = blockStart + SLOTS_PER_BLOCK;
      for (let list = 0; list < lists.length; list += 1) {
        const { entry, index, factors } = lists[list];
        cursors[list] = this.scoreAnyWordIn(entry, cursors[list], blockEnd, index, factors, query);
      }
    }
    for (let at = 0; at < this.foundCount; at += 1) score[found[at]] *= wordsHad[found[at]];
  }

  /**
   * Scores `entry`'s products from position `from` to the first slot at `end` (query word `index`), and
   * returns that position: a loop of its own, which V8 optimizes as a whole rather than entering and leaving
   * an optimized loop within scoreAnyWord each query.
   */
  private scoreAnyWordIn(
    entry: WordEntry,
    from: number,
    end: number,
    index: number,
    factors: Float64Array,
    query: QueryConstants,
  ): number {
    const { score, wordsHad, lastWord, found, ids } = this;
    const { slots, packed, size } = entry;
    let position = from;
    for (; position < size && slots[position] < end; position += 1) {
      const slot = slots[position];
      if (ids[slot] === undefined) continue;
      if (wordsHad[slot] === 0) found[this.foundCount++] = slot;
      score[slot] += this.entryScore(slot, packed[position], factors, query);
      if (lastWord[slot] !== index + 1) {
        lastWord[slot] = index + 1;
        wordsHad[slot] += 1;
      }
    }
    return position;
  }

  /**
   * What one indexed word (its `packed` counts per field in `slot`) adds to the product's score: per field
   * having it, its weight times the field's boost (`factors`) times BM25+ of the field.
   */
  private entryScore(
    slot: number,
    packed: number,
    factors: Float64Array,
    { averages, frequencies }: QueryConstants,
  ): number {
    const fields = this.boosts.length;
    const lengths = slot * fields;
    let score = 0;
    for (let field = 0, rest = packed; rest !== 0; field += 1, rest >>>= BITS_PER_FIELD) {
      const count = rest & MAX_COUNT;
      if (count === 0) continue;
      const length = this.lengths[lengths + field];
      const frequency =
        count <= TABLED_COUNTS && length < TABLED_LENGTHS
          ? frequencies[(field * (TABLED_COUNTS + 1) + count) * TABLED_LENGTHS + length]
          : termFrequency(count, length, averages[field]);
      score += factors[field] * (factors[fields + field] * frequency);
    }
    return score;
  }

  /**
   * The ids of the `limit` best scores of the slots found, best first; equal scores keep the order products
   * were indexed in, as MiniSearch's stable sort does. Kept in a short sorted list while walking, so that a
   * page of many thousands of matches never sorts them all.
   */
  private best(limit: number): string[] {
    const { score, found, foundCount } = this;
    const before = (a: number, b: number) =>
      score[a] > score[b] || (score[a] === score[b] && a < b);
    let kept: number[];
    if (limit >= foundCount)
      kept = Array.from(found.subarray(0, foundCount)).sort((a, b) => (before(a, b) ? -1 : 1));
    else {
      kept = [];
      for (let at = 0; at < foundCount; at += 1) {
        const slot = found[at];
        if (kept.length >= limit && !before(slot, kept[kept.length - 1])) continue;
        let place = kept.length;
        while (place > 0 && before(slot, kept[place - 1])) place -= 1;
        kept.splice(place, 0, slot);
        if (kept.length > limit) kept.pop();
      }
    }
    return kept.map((slot) => this.ids[slot] as string);
  }

  /**
   * The indexed words `word` matches: itself, the longer words it starts when `asPrefix`, and the words at most
   * `typos` edits away; weighted as MiniSearch weighs them.
   */
  private matching(word: string, asPrefix: boolean, typos: number): MatchedWord {
    const matched: MatchedWord = { entries: [], weights: [] };
    const add = (indexed: string, weight: number) => {
      matched.entries.push(this.entries.get(indexed) as WordEntry);
      matched.weights.push(weight);
    };
    if (this.entries.has(word)) add(word, 1);
    if (asPrefix) {
      for (let at = this.firstAtOrAfter(word); this.words[at]?.startsWith(word); at += 1) {
        const longer = this.words[at];
        if (longer !== word)
          add(
            longer,
            (PREFIX_WEIGHT * longer.length) / (longer.length + 0.3 * (longer.length - word.length)),
          );
      }
    }
    if (typos > 0) {
      for (const indexed of this.words) {
        if (indexed === word || (asPrefix && indexed.startsWith(word))) continue;
        if (Math.abs(indexed.length - word.length) > typos) continue;
        const distance = editDistance(word, indexed, typos);
        if (distance <= typos)
          add(indexed, (FUZZY_WEIGHT * indexed.length) / (indexed.length + distance));
      }
    }
    return matched;
  }

  private entry(word: string): WordEntry {
    let entry = this.entries.get(word);
    if (!entry) {
      entry = {
        slots: new Int32Array(4),
        packed: new Int32Array(4),
        size: 0,
        products: this.boosts.map(() => 0),
      };
      this.entries.set(word, entry);
      this.words.splice(this.firstAtOrAfter(word), 0, word);
    }
    return entry;
  }

  /** Where `word` is or would go in the sorted words. */
  private firstAtOrAfter(word: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle] < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
