/**
 * The Outfit tool's work in the engine worker: reading a `.chara` file, the game's verdicts and
 * twin choices for its pieces, restyling it from a harmony and writing the new dyes back. Errors
 * come back as data (Comlink keeps only an Error's message), so the page can word them in its own
 * language from `code`, `field` and `params`.
 */
import {
  CharaFileError,
  dealPalette,
  decodeCharaBytes,
  newCharaFileText,
  parseCharaFile,
  restylePalette,
  wearerOf,
  writeCharaDyes,
  type CharaFile,
  type CharaFileErrorCode,
  type CharaFileErrorParams,
  type CharaPiece,
  type DyeChanges,
  type RestyleAnchor,
  type RestyleChannel,
  type RestyleOptions,
} from '../../chara-file/index.ts';
import {
  chooseTwin,
  members,
  verdictOf,
  type ResolvedItem,
  type Slot,
  type TwinChoice,
  type Verdict,
  type Wearer,
} from '../../items/index.ts';
import type { HarmonyTypeId } from '../../harmony/index.ts';
import type { WheelId } from '../../wheels/index.ts';

export interface OutfitFileProblem {
  code: CharaFileErrorCode;
  field: string | null;
  params: CharaFileErrorParams;
  message: string;
}
export type OutfitResult<T> = { ok: true; value: T } | { ok: false; problem: OutfitFileProblem };

function attempt<T>(work: () => T): OutfitResult<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    if (!(error instanceof CharaFileError)) throw error;
    return {
      ok: false,
      problem: { code: error.code, field: error.field, params: error.params, message: error.message },
    };
  }
}

/** A named piece for the verdicts: its item, its dyes now, and the twin the player chose (if any). */
export interface VerdictInput {
  slot: Slot;
  item: ResolvedItem;
  dyes: readonly [number, number];
  chosen: number | null;
}
/** Per piece: the twin to pick, the twin worn (the player's choice, else the pick), and its verdict. */
export interface PieceVerdict {
  slot: Slot;
  pick: TwinChoice;
  worn: number;
  verdict: Verdict;
}

export const outfitTools = {
  /** A file's bytes (from the picker or a drop) or its pasted text, read, with its character. */
  readOutfit(input: Uint8Array | string): OutfitResult<CharaFile & { wearer: Wearer }> {
    return attempt(() => {
      const file = parseCharaFile(typeof input === 'string' ? input : decodeCharaBytes(input));
      return { ...file, wearer: wearerOf(file) };
    });
  },
  /** A file made from an outfit alone (opened from a share link): equipment only. */
  newOutfitFile(pieces: CharaPiece[], glasses: number | null, nickname: string | null): OutfitResult<CharaFile> {
    return attempt(() => parseCharaFile(newCharaFileText(pieces, glasses, nickname)));
  },
  /** Each named piece's twin to pick and the verdict for the twin worn. */
  outfitVerdicts(pieces: VerdictInput[], wearer: Wearer): PieceVerdict[] {
    return pieces.map(({ slot, item, dyes, chosen }) => {
      const pick = chooseTwin(item, dyes, wearer);
      const worn = chosen !== null && members(item).includes(chosen) ? chosen : pick.itemId;
      return { slot, pick, worn, verdict: verdictOf(item, dyes, wearer, worn) };
    });
  },
  /** The harmony palette of the anchor, dealt over the dyeable pieces' unlocked channels. */
  restyleOutfit(
    pieces: RestyleChannel[],
    anchor: RestyleAnchor,
    type: HarmonyTypeId,
    wheel: WheelId,
    options: RestyleOptions = {},
  ): { palette: number[]; dyes: DyeChanges } {
    const palette = restylePalette(anchor, type, wheel, options);
    return { palette, dyes: dealPalette(pieces, palette) };
  },
  /** The file's bytes with the new dyes written in (UTF-8, byte-order mark kept if it had one). */
  writeOutfit(file: CharaFile, dyes: DyeChanges): OutfitResult<Uint8Array> {
    return attempt(() => new TextEncoder().encode(writeCharaDyes(file, dyes)));
  },
};
