import type { MfeVersion } from './attribution';

/** What Event Timing gives of one event of an interaction (a tap is pointerdown, pointerup and click). */
export interface InteractionEvent {
  interactionId: number;
  /** Input to the next paint, in ms (rounded to 8 ms by the browser). */
  duration: number;
  startTime: number;
}

/** When the visitor began to see a page, and the MFE version owning it (null: the shell's own). */
export interface PageView {
  since: number;
  page: MfeVersion | null;
}

/** Web-vitals' rule for INP: the longest interaction, one in every 50 set aside as an outlier. */
const INTERACTIONS_PER_OUTLIER = 50;
/** Enough of the longest interactions to set aside one per 50 of up to 500 interactions. */
const LONGEST_KEPT = 10;

interface OwnerTally {
  page: MfeVersion;
  interactions: Set<number>;
  /** The longest interactions' durations by id, at most LONGEST_KEPT. */
  longest: Map<number, number>;
  sent?: number;
}

/**
 * The INP of each MFE version a visitor used on this page load: every interaction counts for the page the
 * visitor was on when it began, so a visitor who lands on the home page and adds to cart on a product page
 * gives catalog's INP, not content's (web-vitals would count the whole visit for the landing page).
 */
export function createInteractionTally(views: readonly PageView[]) {
  const owners = new Map<string, OwnerTally>();
  const pageAt = (time: number) => {
    let current: MfeVersion | null = null;
    for (const view of views) if (view.since <= time) current = view.page;
    return current;
  };

  return {
    record({ interactionId, duration, startTime }: InteractionEvent) {
      if (!interactionId) return; // not part of a discrete interaction (a scroll, a hover)
      const page = pageAt(startTime);
      if (!page) return;
      const key = `${page.mfe}@${page.version}`;
      let tally = owners.get(key);
      if (!tally) owners.set(key, (tally = { page, interactions: new Set(), longest: new Map() }));
      tally.interactions.add(interactionId);
      const known = tally.longest.get(interactionId);
      if (known !== undefined && known >= duration) return;
      tally.longest.set(interactionId, duration);
      if (tally.longest.size > LONGEST_KEPT) {
        const [shortest] = [...tally.longest].sort(([, a], [, b]) => a - b)[0];
        tally.longest.delete(shortest);
      }
    },
    /** Each page owner's INP that changed since the last call (what a beacon on hiding sends). */
    changed(): { page: MfeVersion; INP: number }[] {
      const found: { page: MfeVersion; INP: number }[] = [];
      for (const tally of owners.values()) {
        const durations = [...tally.longest.values()].sort((a, b) => b - a);
        const skipped = Math.floor(tally.interactions.size / INTERACTIONS_PER_OUTLIER);
        const inp = Math.round(durations[Math.min(skipped, durations.length - 1)]);
        if (inp === tally.sent) continue;
        tally.sent = inp;
        found.push({ page: tally.page, INP: inp });
      }
      return found;
    },
  };
}
