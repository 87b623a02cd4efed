/**
 * Lazy hydration (Vue 3.5): a server-rendered part of a page that is hydrated in its own task
 * when the main thread is idle, instead of inside the one long task that hydrates the whole
 * page. The part is visible from the first paint either way; splitting the work keeps each task
 * short, so a slow phone stays responsive while the page boots. Vue handles the edge case: a part
 * whose props change before it hydrated is rendered afresh. (On client-side navigation nothing is
 * hydrated and these render at once.)
 */
import {
  defineAsyncComponent,
  defineComponent,
  h,
  hydrateOnIdle,
  hydrateOnInteraction,
  type Component,
  type HydrationStrategy,
} from 'vue';
import { restoreEarlyInput } from './early-input.ts';

/**
 * Whether parts set up now are hydrated from the server's HTML: on the first view in English. A
 * page rendered afresh (another language, or a client-side navigation) has nothing to hydrate,
 * and there a lazy part would only show a moment after the rest of the page.
 */
let hydrating = !import.meta.env.SSR;
/** From now on, parts render at once (the theme calls this before a fresh render, and once mounted). */
export function stopLazyHydration(): void {
  hydrating = false;
}

/**
 * Hydrates when the browser is idle (at the latest after a second), or at once when the user
 * reaches for the part first (a pointer down or focus inside it, which Vue replays once the part
 * is live, so an early click is not lost). Each part gets its own idle callback, hence its own
 * task (visibility-based hydration would batch every part that is in view into one
 * IntersectionObserver task).
 */
export function hydrateWhenIdle<T extends Component>(component: T): T {
  const lazy = defineAsyncComponent<T>({ loader: async () => component, hydrate: idleOrInteraction });
  // The server renders the lazy form too, so a hydrating page sees the same tree.
  if (import.meta.env.SSR) return lazy;
  return defineComponent({
    inheritAttrs: false,
    setup(_, { attrs, slots }) {
      const part = hydrating ? lazy : component;
      return () => h(part, attrs, slots);
    },
  }) as unknown as T;
}

/**
 * Parts still waiting for their turn. While any is, `<html data-hydrating>` says so: the page is
 * live, but such a part (the nav bar) still shows the server's HTML, which the browser tests wait
 * out rather than a fixed second.
 */
let waiting = 0;
const waitingChanged = (by: number) => {
  waiting += by;
  document.documentElement.toggleAttribute('data-hydrating', waiting > 0);
};

/**
 * The parts still waiting. A player who reaches for one part is about to change something that
 * the others show (the playground's controls drive its wheel and slots): a part whose props change
 * before it hydrated is rendered afresh, which made the first change after load several times
 * slower than later ones. So the first touch hydrates the rest right after, a task each.
 */
const pending = new Set<() => void>();
function hydrateTheRestSoon(): void {
  for (const part of pending) setTimeout(part, 0);
}

const idleOrInteraction: HydrationStrategy = (hydrate, forEachElement) => {
  let done = false;
  waitingChanged(1);
  // The head script keeps what is typed into a waiting part (early-input.ts).
  forEachElement((el) => el.setAttribute('data-lazy-pending', ''));
  const once = () => {
    if (done) return;
    done = true;
    pending.delete(once);
    stop();
    forEachElement((el) => el.removeAttribute('data-lazy-pending'));
    hydrate();
    waitingChanged(-1);
    restoreEarlyInput();
  };
  pending.add(once);
  const stopIdle = hydrateOnIdle(1000)(once, forEachElement);
  const stopInteraction = hydrateOnInteraction(['pointerdown', 'focusin'])(() => {
    once();
    hydrateTheRestSoon();
  }, forEachElement);
  const stop = () => {
    stopIdle?.();
    stopInteraction?.();
  };
  // Vue calls this when the part goes before it hydrated (a client-side navigation): it must not be
  // hydrated later by another part's first touch.
  return () => {
    stop();
    pending.delete(once);
  };
};

/** Resolves once the window's load event has fired. */
export function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((loaded) => addEventListener('load', () => loaded(), { once: true }));
}

/**
 * Resolves once the browser has painted a frame (a task after the next animation frame), or after
 * 100 ms in a background tab, where animation frames wait until the tab is shown.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(resolve, 100);
  });
}
