/**
 * The package's public entries, pinned. package.json `exports` is the one list of subpaths
 * (scripts/package-entries.js reads it for the build and the lint rules); tsconfig.build.json, which
 * cannot import it, is checked against it here. And every entry's public names, values and types,
 * are written out below by hand: a name added to or dropped from an entry fails this test until
 * the list (and the CHANGELOG, for a user-visible change) says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ENTRIES, SUBPATH_FOLDERS } from '../../scripts/package-entries.js';
import { REPO_ROOT } from '../helpers/dataset.ts';

/** Every name each entry exports (values and types), sorted. */
function exportedNames(): Record<string, string[]> {
  const files = PACKAGE_ENTRIES.map((e) => join(REPO_ROOT, e.source));
  const config = ts.readConfigFile(join(REPO_ROOT, 'tsconfig.json'), (f) => ts.sys.readFile(f));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, REPO_ROOT);
  const program = ts.createProgram(files, { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    PACKAGE_ENTRIES.map((entry) => {
      const source = program.getSourceFile(join(REPO_ROOT, entry.source))!;
      const module = checker.getSymbolAtLocation(source)!;
      return [
        entry.subpath,
        checker
          .getExportsOfModule(module)
          .map((s) => s.name)
          .sort(),
      ];
    }),
  );
}

/** Every entry's public names, by hand: values and types, in any order, separated by white space. */
const PUBLIC_NAMES: Record<string, string> = {
  '.': `
    ApiError ApiRequest ApiResponse App AppOptions BandedHarmony BandedHarmonySlot BestMix BrowseOptions
    BudgetAnswer BudgetRequest CandidateOptions CategoryCount CharaFile CharaFileError CharacterClosest
    CharacterColorEntry CharacterColorList CharacterColorMatch CharacterMatch CharacterMatchOptions
    CharacterSheetInfo ClosestMatch ClosestPaletteColor ColorMatchOptions ColorMatches CompareOptions
    Comparison ConsolidationGroups ConsolidationMember ConsolidationType CreateFetchOptions Dye DyeBatch
    DyeChanges DyeDetail DyeFilters DyeMap DyeMatch DyeObject DyePage ENGINE_ROUTES Envelope ErrorCode
    ErrorDetails ErrorEnvelope Gradient GradientRequest GradientStep Harmony HarmonyOptions
    HarmonySlotData HarmonyTypeId HarmonyTypeInfo InverseMixRequest ListOptions Locale LocaleOption
    MatchOptions Meta MethodId Mix MixRequest NameMatch Outfit OutfitItem Pagination Palette PaletteOptions PriceSheet
    RouteData RouteDef SuccessEnvelope ValidationError ValidationKind VisionOptions VisionReport
    WheelDetail WheelDyePosition WheelId WheelSummary WithinDistance WithinOptions browseDyes budget
    buildGradient characterColors checkVision closestCharacterColors closestDye compareDyes
    consolidationGroups createApp createFetch dyeBatch dyeById dyeByStain dyeCategories dyeDetail
    dyesWithin extractPalette findBestMix findDye foldName harmony harmonyTypes harmonyWithBands
    listDyes mapImageToDyes matchCharacterColor matchColor mixDyes outfitCharaText outfitFromGlamour outfitFromItems parseCharaFile searchDyeNames
    searchDyes toResolveBody wheel wheels writeCharaDyes
  `,
  './color': `
    ACHROMATIC_CHROMA BAND_EDGES BLEND_SPACES COLOR_DISTANCE_MAX ColorPoint Contrast ContrastLevel Coords
    DEFAULT_REACH DistanceBand DistanceMethod HexPair Hsv LINEAR_FROM_BYTE Lab METHODS METHOD_IDS
    MethodId NearestIndex NearestMatch Oklab Oklch Rgb SPACE_IDS SpaceId TopList byteFromLinear
    ciede2000 ciede2000LowerBoundSquared colorPoint contrastLevel contrastOf contrastRatio createNearestIndex
    distanceBand gamutMapOklch hexFromHsv hexFromRgb hexOf hsvFromRgb labBoxOfRgbBox labFromRgb
    maxChromaOklch mod360 oklabBoxOfRgbBox oklabFromRgb oklchFromRgb pairBands parseHex
    relativeLuminance round2 round3 round4 round6
  `,
  './dyes': `
    BrowseOptions CandidateOptions CategoryCount ColorInput ColorOrDye ConsolidationGroups
    ConsolidationMember ConsolidationType DYES DYE_COUNT Dye DyeBatch DyeDetail DyeDistance DyeFilters
    DyeMatch DyeObject DyePage FILTER_DESCRIPTIONS FILTER_NAMES FilterName ITEM_MIN IdType LOCALES
    ListOptions Locale LocaleOption Localized Pagination ResolvedColor SORT_KEYS SORT_ORDERS STAIN_MAX
    SortKey SortOrder allowedMask browseDyes candidateMask closestDyes colorOrDye consolidationGroups
    dyeBatch dyeById dyeByItemId dyeBySlug dyeByStain dyeByStainId dyeCategories dyeDetail dyeMatch dyeObject dyeSlug
    dyeObjects dyesNear explainMissingId findDye isLocale listDyes lookupDye nearestDye parseColorInput
    resolveColor searchDyes sortDyes
  `,
  './match': `
    CandidateOptions ClosestMatch ColorMatchOptions ColorMatches MIN_MAX_DISTANCE MatchOptions
    MatchQuery WITHIN_LIMIT WithinDistance WithinOptions closestDye closestMatchOf dyesWithin matchColor
    withinOf
  `,
  './harmony': `
    BandedHarmony BandedHarmonySlot COMPANIONS HARMONY_TYPES HARMONY_TYPE_IDS Harmony HarmonyBase
    HarmonyCandidate HarmonyOptions HarmonyQuery HarmonyRequest HarmonyResult HarmonySlot
    HarmonySlotData HarmonyType HarmonyTypeId HarmonyTypeInfo harmony harmonyBaseOf harmonyOf
    harmonyTypeById harmonyTypeOf harmonyTypes harmonyWithBands selectHarmony
  `,
  './wheels': `
    RING_STOPS WHEELS WHEEL_IDS WHEEL_NAMES Wheel WheelDetail WheelDyePosition WheelId WheelSummary
    wheel wheelDetailOf wheelOf wheelSummary wheels
  `,
  './palette': `
    AUTO_MERGE_DISTANCE AUTO_MIN_SHARE ColorMatch DEFAULT_IGNORE_DISTANCE DyeGrid DyeGridOptions DyeMap
    DyeMatch DyeShare MAX_IGNORED MAX_IGNORE_DISTANCE MAX_K MAX_MASK_SIDE MAX_SAMPLE_SIDE MatchOptions
    NO_DYE OPAQUE_ALPHA Palette PaletteMask PaletteOptions PaletteRegion PaletteSwatch RegionOptions
    createDyeGrid dyeGridFor dyeShares extractPalette mapImageToDyes mapPixelRange matchColor
    resolveMatchOptions sampleColor sampleSquare
  `,
  './vision': `
    ConeDeficiency Contrast DEFICIENCIES Deficiency HARD_TO_TELL_APART_BELOW MACHADO_TABLES Matrix3
    PairCheck PairDistance Replacement SAME_BELOW VISION_MAX_DYES Verdict VisionOptions VisionReport
    checkSeverity checkVision machadoMatrix simulateRgb simulationMatrix verdict
  `,
  './gradient': `
    GRADIENT_LIMITS Gradient GradientRequest GradientStep SPACE_IDS SpaceId buildGradient
    interpolateCoords
  `,
  './mix': `
    BestMix INVERSE_DEFAULTS InverseMixRequest MIX_LIMITS MIX_MODES MODEL_GRID_RATIOS Mix MixCandidate
    MixMatch MixMode MixRequest ModelGrid ModelGridCell ModelGridRequest checkMode filterMask findBestMix
    mixColors mixDyes mixModelGrid
  `,
  './compare': `
    COMPARE_MAX_DYES COMPARE_MIN_DYES ChartPoint CompareOptions ComparedDye Comparison DistanceMatrix
    compareDyes
  `,
  './chara-file': `
    APPEARANCE_PARTS AppearanceColor AppearancePart ChannelSource CharaAppearance CharaFile
    CharaFileError CharaFileErrorCode CharaFileErrorParams CharaPiece CharaResolveBody DyeChanges
    ExtendedColor GlamourEntry GlamourListWords OFF_GRID_DELTA_E Outfit OutfitItem ResolveGear RestyleAnchor
    RestyleChannel RestyleOptions SLOTS Slot UnknownReason dealPalette decodeCharaBytes
    decodeOutfitPieces encodeOutfitPieces glamourListMarkdown glamourListShowcase glamourListText harmonyPalette
    newCharaFileText outfitCharaText outfitFromGlamour outfitFromItems parseCharaFile readAppearance
    restyleChannels restylePalette toResolveBody wearerOf
    writeCharaDyes
  `,
  './character': `
    APPEARANCE_PARTS AppearanceColor AppearancePart CLANS CharaAppearance CharacterColorMatch
    CharacterColorQuery CharacterDyeMatch CharacterMatchOptions Clan ClosestPaletteColor ExtendedColor
    GENDERS GRID_COLUMNS Gender MAX_MATCHES OFF_GRID_DELTA_E Palette PaletteAddress PaletteColor RACES
    Race SHEET_IDS SHEET_NAMES SheetChoice SheetId SheetInfo UnknownReason Wearer characterColors
    characterPalette characterSheets checkClan checkGender checkSheet closestCharacterColors
    matchCharacterColor matchCharacterSheet raceOfClan
  `,
  './items': `
    Alternate CLANS COLUMNS COLUMN_OF Clan Column GearPiece Gender GlassesEntry MAX_ALTERNATES Names
    PieceKey RACES Race ResolvedItem RuleSet SLOTS Slot TwinChoice TwinReason Verdict VerdictKind Wearer
    canWear channelsUsed chooseTwin countVerdicts glassesEntry isColumn isSlot isWeaponSlot lookupId
    members modelKey pieceKey resolveItems rulesOf verdictOf
  `,
  './prices': `
    BUDGET_DEFAULTS BUDGET_SORTS BudgetAnswer BudgetOption BudgetRequest BudgetSort DyePrice GilPrice
    MarketPrice PriceSheet PriceTier PriceTiers PriceTiersRequest PricedAt SingleItemDye TierMarket
    UpgradeAnswer UpgradeStep VendorPrice bestPrice budget budgetUpgrades priceTiers vendorPrice
  `,
  './msw': `
    createHandlers handlers
  `,
  './worker': `
    EngineApi EngineRequestInit EngineResponse
  `,
};

const names = (list: string) => list.split(/\s+/).filter(Boolean).sort();

describe('the public entries', () => {
  it('tsconfig.build.json declares exactly the entries of package.json exports', () => {
    const build = JSON.parse(readFileSync(join(REPO_ROOT, 'tsconfig.build.json'), 'utf8')) as { files: string[] };
    // The one extra file is an ambient declaration (spectral.js ships no types), not an entry.
    expect(build.files.filter((f) => !f.endsWith('.d.ts')).sort()).toEqual(PACKAGE_ENTRIES.map((e) => e.source).sort());
  });

  it('every entry is built from a source that exists, every subpath folder from its index.ts', () => {
    for (const entry of PACKAGE_ENTRIES) expect(existsSync(join(REPO_ROOT, entry.source)), entry.source).toBe(true);
    expect(SUBPATH_FOLDERS.length).toBe(PACKAGE_ENTRIES.length - 3); // all but the root, msw and worker
  });

  it('each entry exports exactly its pinned public names', () => {
    const actual = exportedNames();
    expect(Object.keys(actual).sort()).toEqual(Object.keys(PUBLIC_NAMES).sort());
    for (const [subpath, list] of Object.entries(PUBLIC_NAMES)) {
      expect(actual[subpath], `ffxiv-dyes${subpath.slice(1)}`).toEqual(names(list));
    }
  }, 60_000);
});
