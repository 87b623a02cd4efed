/**
 * Files dropped on a drop zone (or pasted) before the page was live, kept by the head script of
 * site/.vitepress/early-files.ts. A zone takes its latest one when it mounts.
 */
import { EARLY_FILES_GLOBAL } from '../early-files.ts';

interface Kept {
  zone: string | null;
  file: File;
}

/** The last file dropped on (or pasted for) the zone named `zone` before the page was live, once. */
export function takeEarlyFile(zone: string): File | undefined {
  const kept = (window as unknown as Record<string, Kept[] | undefined>)[EARLY_FILES_GLOBAL];
  if (!kept) return undefined;
  const mine = kept.filter((k) => k.zone === zone);
  kept.splice(0, kept.length, ...kept.filter((k) => k.zone !== zone));
  return mine.at(-1)?.file;
}
