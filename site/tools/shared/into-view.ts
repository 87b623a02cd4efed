/**
 * Brings an answer the player asked for into view when it is not: a tool whose result appears
 * below the fold (a phone's one column) scrolls just enough to show it, and not at all when it is
 * already on screen. Smooth unless the player asked for reduced motion.
 */
export function bringIntoView(element: Element | null | undefined): void {
  if (!element) return;
  const box = element.getBoundingClientRect();
  const nav = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--vp-nav-height')) || 64;
  // On screen enough: its top is visible below the nav bar.
  if (box.top >= nav && box.top < innerHeight - 48) return;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  scrollTo({ top: scrollY + box.top - nav - 12, behavior: reduced ? 'auto' : 'smooth' });
}
