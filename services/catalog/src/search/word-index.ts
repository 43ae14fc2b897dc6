import MiniSearch from 'minisearch';

// The same words MiniSearch indexes and searches for, so that the two agree.
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = MiniSearch.getDefault('processTerm') as (term: string) => string;

const wordsOf = (text: string): string[] =>
  tokenize(text)
    .map((term) => processTerm(term))
    .filter((word) => word.length > 0);

/**
 * Which products have each word, in any field: enough to know which products have every word of a query
 * before ranking any. Forgetting a product leaves its id under its words: a product that no longer has a
 * word is then a candidate the ranking drops (it still requires every word), and a full read of the
 * catalogue builds the index anew.
 */
export class WordIndex {
  // in-memory-ok: a cache of the database's products, rebuilt with the catalogue snapshot that owns it
  private readonly idsByWord = new Map<string, Set<string>>();
  /** Every word, sorted, for the words that start with a prefix. */
  private readonly words: string[] = [];

  add(id: string, texts: readonly string[]): void {
    for (const text of texts) {
      for (const word of wordsOf(text)) {
        let ids = this.idsByWord.get(word);
        if (!ids) {
          ids = new Set();
          this.idsByWord.set(word, ids);
          this.words.splice(this.firstAtOrAfter(word), 0, word);
        }
        ids.add(id);
      }
    }
  }

  /**
   * The products that have every word of `query`, each as it is or, when `asPrefix` says so, as the start of
   * a longer word (a few more after removals, see above).
   */
  withEveryWord(query: string, asPrefix: (word: string) => boolean): Set<string> {
    const found = new Set<string>();
    const perWord = wordsOf(query).map((word) => this.idSets(word, asPrefix(word)));
    if (perWord.length === 0) return found;
    const size = (sets: Array<Set<string>>) => sets.reduce((sum, ids) => sum + ids.size, 0);
    // From the rarest word: each of its products is looked up in the others' sets.
    perWord.sort((a, b) => size(a) - size(b));
    const [rarest, ...others] = perWord;
    for (const ids of rarest) {
      for (const id of ids) {
        if (others.every((sets) => sets.some((set) => set.has(id)))) found.add(id);
      }
    }
    return found;
  }

  private idSets(word: string, asPrefix: boolean): Array<Set<string>> {
    if (!asPrefix) {
      const ids = this.idsByWord.get(word);
      return ids ? [ids] : [];
    }
    const sets: Array<Set<string>> = [];
    for (let at = this.firstAtOrAfter(word); this.words[at]?.startsWith(word); at += 1)
      sets.push(this.idsByWord.get(this.words[at]) as Set<string>);
    return sets;
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
