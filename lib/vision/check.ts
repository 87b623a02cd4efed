/**
 * The colour-vision check of up to eight dyes: each dye as seen with protan, deutan and tritan
 * deficiency and achromatopsia at one severity; for every pair, ΔE2000 with normal vision and
 * under each simulation with a plain verdict; WCAG 2 contrast of each dye against white, black and
 * each other; and for each pair that collapses, a replacement that stays distinguishable.
 */
import { ciede2000, contrastOf as contrast, round4, type Contrast, type MethodId, type Rgb } from '../color/index.ts';
import { dyeObject, type DyeObject } from '../dyes/dye-object.ts';
import { allowedMask, type DyeFilters } from '../dyes/filters.ts';
import type { Locale } from '../dyes/locale.ts';
import { dyesFromIds } from '../dyes/pick.ts';
import { checkedFilters } from '../dyes/candidates.ts';
import * as check from '../validate/rules.ts';
import { ReplacementSearch } from './replacement.ts';
import { DEFICIENCIES, checkSeverity, type Deficiency } from './simulate.ts';
import { simulatedDyes } from './simulated-dyes.ts';
import { HARD_TO_TELL_APART_BELOW, SAME_BELOW, verdict, type Verdict } from './verdict.ts';

export const VISION_MAX_DYES = 8;

export interface VisionOptions {
  /** Severity in percent, 0 (normal vision) to 100 (dichromacy; full achromatopsia). Default 100. */
  severity?: number;
  /** Language of `localizedName` (default English). */
  locale?: Locale;
  /** How "closest to the original" is measured for replacements (default ciede2000). */
  method?: MethodId;
  /** The dye filters replacements must respect. */
  filters?: DyeFilters;
}

const VISION_OPTION_KEYS: check.OptionKeys<VisionOptions> = {
  severity: true,
  locale: true,
  method: true,
  filters: true,
};

export interface PairDistance {
  /** ΔE2000, 4 dp. */
  distance: number;
  verdict: Verdict;
}

export interface PairCheck {
  /** Positions of the two dyes in the selection (a < b). */
  a: number;
  b: number;
  normal: PairDistance;
  under: Record<Deficiency, PairDistance>;
}

export type { Contrast };

export interface Replacement {
  deficiency: Deficiency;
  /** The collapsing pair (positions in the selection). */
  pair: [number, number];
  /** Position of the dye to swap out. */
  replace: number;
  dye: DyeObject;
  /** Distance from the dye it replaces, in `method`, 4 dp. */
  fromOriginal: number;
  method: MethodId;
  /** ΔE2000 between the replacement and the pair's other dye under the deficiency, 4 dp. */
  simulatedDistance: number;
  /** False when it clears the pair but not every other chosen dye (no dye could). */
  clearsAll: boolean;
}

export interface VisionReport {
  severity: number;
  /** ΔE2000 edges of the verdicts: under `same` looks the same, under `hardBelow` hard to tell apart. */
  thresholds: { same: number; hardBelow: number };
  dyes: DyeObject[];
  /** Upper-case `#RRGGBB` of each chosen dye under each deficiency, in selection order. */
  simulations: Record<Deficiency, string[]>;
  pairs: PairCheck[];
  contrast: {
    white: Contrast[];
    black: Contrast[];
    /** `between[i][j]`: dye i against dye j. */
    between: Contrast[][];
  };
  /** One per pair and deficiency where the pair is distinct with normal vision but not under it. */
  replacements: Replacement[];
  /** Pairs that collapse but for which no allowed dye can be told apart from the partner. */
  unresolved: { deficiency: Deficiency; pair: [number, number] }[];
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

const pairDistance = (d: number): PairDistance => ({ distance: round4(d), verdict: verdict(d) });

/**
 * Checks one to eight dyes (stainID or itemID) for colour-vision deficiencies. Throws a ValidationError
 * naming the problem for a wrong count, unknown or repeated IDs, a severity outside 0–100 or an
 * unknown method.
 */
export function checkVision(ids: readonly number[], options?: VisionOptions): VisionReport {
  const o = check.options('options', options, VISION_OPTION_KEYS);
  const locale = check.locale('locale', o.locale);
  const selection = dyesFromIds(ids, 1, VISION_MAX_DYES);
  const severity = checkSeverity(o.severity ?? 100);
  const method = check.method('method', o.method);
  const filters = o.filters === undefined ? {} : check.object<DyeFilters>('filters', o.filters, 'dye filters');
  const allowed = allowedMask(checkedFilters(filters));

  const simulated = Object.fromEntries(DEFICIENCIES.map((d) => [d, simulatedDyes(d, severity)])) as Record<
    Deficiency,
    ReturnType<typeof simulatedDyes>
  >;
  const simulations = Object.fromEntries(
    DEFICIENCIES.map((d) => [d, selection.map((dye) => simulated[d].hex[dye.index]!)]),
  ) as Record<Deficiency, string[]>;

  const pairs: PairCheck[] = [];
  for (let a = 0; a < selection.length; a++) {
    for (let b = a + 1; b < selection.length; b++) {
      const p = selection[a]!;
      const q = selection[b]!;
      const under = Object.fromEntries(
        DEFICIENCIES.map((d) => [
          d,
          pairDistance(ciede2000(simulated[d].points[p.index]!.lab, simulated[d].points[q.index]!.lab)),
        ]),
      ) as Record<Deficiency, PairDistance>;
      pairs.push({ a, b, normal: pairDistance(ciede2000(p.point.lab, q.point.lab)), under });
    }
  }

  const replacements: Replacement[] = [];
  const unresolved: VisionReport['unresolved'] = [];
  const search = new ReplacementSearch(selection, method, allowed);
  for (const deficiency of DEFICIENCIES) {
    for (const pair of pairs) {
      if (pair.normal.verdict !== 'distinct' || pair.under[deficiency].verdict === 'distinct') continue;
      const choice = search.forPair(simulated[deficiency], pair.a, pair.b);
      if (!choice) {
        unresolved.push({ deficiency, pair: [pair.a, pair.b] });
        continue;
      }
      replacements.push({
        deficiency,
        pair: [pair.a, pair.b],
        replace: choice.replace,
        dye: dyeObject(choice.dye, locale),
        fromOriginal: round4(choice.fromOriginal),
        method,
        simulatedDistance: round4(choice.simulatedDistance),
        clearsAll: choice.clearsAll,
      });
    }
  }

  return {
    severity,
    thresholds: { same: SAME_BELOW, hardBelow: HARD_TO_TELL_APART_BELOW },
    dyes: selection.map((d) => dyeObject(d, locale)),
    simulations,
    pairs,
    contrast: {
      white: selection.map((d) => contrast(d.rgb, WHITE)),
      black: selection.map((d) => contrast(d.rgb, BLACK)),
      between: selection.map((p) => selection.map((q) => contrast(p.rgb, q.rgb))),
    },
    replacements,
    unresolved,
  };
}
