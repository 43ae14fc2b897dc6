import {
  Suspense,
  use,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** Starts hydrating a deferred section this far before it scrolls into view. */
const VIEWPORT_MARGIN = '300px';
/** A shopper about to use a section: its first pointer, touch or focus opens it before the click lands. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

interface Gate {
  opened: Promise<void>;
  isOpen(): boolean;
  open(): void;
}

function createGate(): Gate {
  let resolve!: () => void;
  let isOpen = false;
  const opened = new Promise<void>((done) => (resolve = done));
  return {
    opened,
    isOpen: () => isOpen,
    open: () => {
      if (isOpen) return;
      isOpen = true;
      // Marked settled, so React's `use` reads it at once: an update arriving while the section hydrates
      // then hydrates it rather than dropping its server HTML.
      Object.assign(opened, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
}

/** Suspends its children until the gate opens: during hydration React then keeps their server HTML as it is. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.opened);
  return children;
}

/** Whether this instance is hydrating server HTML (its server-rendered wrapper is in the document). */
function hasServerHtml(id: string): boolean {
  if (typeof document === 'undefined') return false;
  const wrappers = document.querySelectorAll('[data-hydrate-on-visible]');
  return [...wrappers].some((wrapper) => wrapper.getAttribute('data-hydrate-on-visible') === id);
}

/**
 * A section below the fold that hydrates when it comes near the viewport or a shopper reaches for it,
 * so the page's first taps do not wait for carousels and footers to hydrate (React's selective hydration:
 * the section is its own Suspense boundary and stays server HTML, links and forms working, until then).
 * On the server and in any client render it renders at once; only hydration is deferred.
 */
export function HydrateOnVisible({ children }: { children: ReactNode }) {
  const id = useId();
  const [gate] = useState(() => (hasServerHtml(id) ? createGate() : null));
  const box = useRef<HTMLDivElement>(null);
  // Until it opens the section keeps the children it hydrates with: a parent's update reaching a section
  // that has not hydrated would make React drop its server HTML. Once open it follows the latest.
  const [shown, setShown] = useState(children);
  const [, showLatest] = useReducer((renders: number) => renders + 1, 0);
  if (shown !== children && (!gate || gate.isOpen())) setShown(children);
  const section = useMemo(
    () => <Suspense fallback={null}>{gate ? <Gated gate={gate}>{shown}</Gated> : shown}</Suspense>,
    [gate, shown],
  );

  useEffect(() => {
    const element = box.current;
    if (!gate || !element) return;
    // Nothing to watch (no observer here, or React already replaced the server HTML): open at once rather
    // than leave the section empty.
    if (typeof IntersectionObserver === 'undefined' || element.children.length === 0) {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: VIEWPORT_MARGIN },
    );
    // The wrapper has no box of its own (display: contents): its children are what is on screen.
    for (const child of element.children) observer.observe(child);
    // On the window, capturing: React stops a discrete event aimed at a section it could not hydrate yet
    // before it reaches the section's own listeners.
    const reachedFor = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) gate.open();
    };
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, reachedFor, { capture: true, passive: true });
    const stopListening = () => {
      observer.disconnect();
      for (const type of INTENT_EVENTS)
        window.removeEventListener(type, reachedFor, { capture: true });
    };
    void gate.opened.then(() => {
      stopListening();
      showLatest();
    });
    return stopListening;
  }, [gate]);

  return (
    <div ref={box} data-hydrate-on-visible={id} style={{ display: 'contents' }}>
      {section}
    </div>
  );
}
