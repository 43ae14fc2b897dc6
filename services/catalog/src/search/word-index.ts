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

/** The products found, and the score of each. */
interface Scores {
  slots: number[];
  of: (slot: number) => number;
}

interface QueryConstants {
  /** Per field, its average length. */
  averages: number[];
  /** Per query word, per indexed word it matches, per field: BM25's inverse document frequency. */
  rarities: number[][][];
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
   * Per slot, scratch space for scoring one query: allocated once and grown with the slots, and left all
   * zero after each query (only the slots it touched are cleared). New arrays of this size for every query
   * are memory outside the heap, which V8 answers with full collections of the whole catalogue.
   */
  private score = new Float64Array(0);
  private wordsHad = new Uint8Array(0);
  /** The last query word counted in `wordsHad`, plus one. */
  private lastWord = new Uint16Array(0);

  /** `boosts`: the weight of each field, in the order products give their texts. */
  constructor(private readonly boosts: readonly number[]) {
    if (boosts.length > MAX_FIELDS) throw new Error(`At most ${MAX_FIELDS} fields can be indexed`);
    this.totalLength = boosts.map(() => 0);
  }

  /** Indexes a product (its texts in the order of the boosts); one indexed already is replaced. */
  add(id: string, texts: readonly string[]): void {
    this.remove(id);
    const slot = this.ids.length;
    this.ids.push(id);
    this.slotById.set(id, slot);
    this.live += 1;
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
    const scores = options.anyWord
      ? this.scoreAnyWord(matched, constants)
      : this.scoreEveryWord(matched, constants);
    const ids = this.best(scores, limit);
    for (const slot of scores.slots) {
      this.score[slot] = 0;
      this.wordsHad[slot] = 0;
      this.lastWord[slot] = 0;
    }
    return { ids, total: scores.slots.length };
  }

  /** Scratch arrays with room for every slot (zero from where they were). */
  private growScratch(): void {
    if (this.score.length >= this.ids.length) return;
    const size = Math.max(this.ids.length, this.score.length * 2);
    this.score = new Float64Array(size);
    this.wordsHad = new Uint8Array(size);
    this.lastWord = new Uint16Array(size);
  }

  /** The constants of a query's scores: each matched word's rarity per field, each field's average length. */
  private queryConstants(matched: MatchedWord[]): QueryConstants {
    return {
      averages: this.totalLength.map((total) => total / this.live),
      rarities: matched.map((word) =>
        word.entries.map((entry) =>
          entry.products.map((having) => Math.log(1 + (this.live - having + 0.5) / (having + 0.5))),
        ),
      ),
    };
  }

  /**
   * The products having every word, each scored alone: from the rarest word, looked up in the others (into
   * arrays by slot, like scoreAnyWord; a product stops being looked up at the first word it lacks).
   */
  private scoreEveryWord(matched: MatchedWord[], query: QueryConstants): Scores {
    const slots: number[] = [];
    if (matched.length === 0 || matched.some((word) => word.entries.length === 0))
      return { slots, of: () => 0 };
    const size = (word: MatchedWord) => word.entries.reduce((sum, entry) => sum + entry.size, 0);
    const rarest = [...matched].sort((a, b) => size(a) - size(b))[0];
    const { score } = this;
    // Looked at already (whether or not it had every word): cleared with the found slots, and here.
    const seen = this.wordsHad;
    const lacking: number[] = [];
    for (const entry of rarest.entries) {
      // Where each word's lists were last looked in: this entry's slots ascend, so the next is further on.
      const cursors = matched.map((word) => new Int32Array(word.entries.length));
      for (let position = 0; position < entry.size; position += 1) {
        const slot = entry.slots[position];
        if (this.ids[slot] === undefined || seen[slot] === 1) continue;
        seen[slot] = 1;
        let total = 0;
        let everyWord = true;
        for (let index = 0; index < matched.length && everyWord; index += 1) {
          const word = matched[index];
          everyWord = false;
          for (let at = 0; at < word.entries.length; at += 1) {
            const other = word.entries[at];
            const found = seek(other, slot, cursors[index][at]);
            cursors[index][at] = found;
            if (found === other.size || other.slots[found] !== slot) continue;
            const packed = other.packed[found];
            everyWord = true;
            total += this.entryScore(
              slot,
              packed,
              word.weights[at],
              query.rarities[index][at],
              query,
            );
          }
        }
        if (everyWord) {
          score[slot] = total * matched.length;
          slots.push(slot);
        } else lacking.push(slot);
      }
    }
    for (const slot of lacking) seen[slot] = 0;
    return { slots, of: (slot) => score[slot] };
  }

  /**
   * The products having any word, scored word by word along each word's products (into arrays by slot: there
   * can be as many as there are products).
   */
  private scoreAnyWord(matched: MatchedWord[], query: QueryConstants): Scores {
    const { score, wordsHad, lastWord } = this;
    const slots: number[] = [];
    matched.forEach((word, index) => {
      word.entries.forEach((entry, at) => {
        const weight = word.weights[at];
        const rarity = query.rarities[index][at];
        for (let position = 0; position < entry.size; position += 1) {
          const slot = entry.slots[position];
          if (this.ids[slot] === undefined) continue;
          if (wordsHad[slot] === 0) slots.push(slot);
          score[slot] += this.entryScore(slot, entry.packed[position], weight, rarity, query);
          if (lastWord[slot] !== index + 1) {
            lastWord[slot] = index + 1;
            wordsHad[slot] += 1;
          }
        }
      });
    });
    for (const slot of slots) score[slot] *= wordsHad[slot];
    return { slots, of: (slot) => score[slot] };
  }

  /** What one indexed word (its `packed` counts per field in `slot`) adds to the product's score. */
  private entryScore(
    slot: number,
    packed: number,
    weight: number,
    rarity: number[],
    query: QueryConstants,
  ): number {
    const fields = this.boosts.length;
    let score = 0;
    for (let field = 0; field < fields; field += 1) {
      const count = (packed >>> (field * BITS_PER_FIELD)) & MAX_COUNT;
      if (count === 0) continue;
      const length = this.lengths[slot * fields + field];
      const bm25 =
        rarity[field] *
        (BM25.d +
          (count * (BM25.k + 1)) /
            (count + BM25.k * (1 - BM25.b + (BM25.b * length) / query.averages[field])));
      score += weight * this.boosts[field] * bm25;
    }
    return score;
  }

  /**
   * The ids of the `limit` best scores, best first; equal scores keep the order products were indexed in,
   * as MiniSearch's stable sort does. Kept in a short sorted list while walking, so that a page of many
   * thousands of matches never sorts them all.
   */
  private best({ slots, of }: Scores, limit: number): string[] {
    const before = (a: number, b: number) => of(a) > of(b) || (of(a) === of(b) && a < b);
    let kept: number[];
    if (limit >= slots.length) kept = slots.sort((a, b) => (before(a, b) ? -1 : 1));
    else {
      kept = [];
      for (const slot of slots) {
        if (kept.length >= limit && !before(slot, kept[kept.length - 1])) continue;
        let at = kept.length;
        while (at > 0 && before(slot, kept[at - 1])) at -= 1;
        kept.splice(at, 0, slot);
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
