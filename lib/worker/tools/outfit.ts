/**
 * The Outfit tool's work in the engine worker: reading a `.chara` file, restyling it from a
 * harmony and writing the new dyes back. Errors come back as data (Comlink keeps only an Error's
 * message), so the page can word them in its own language from `code`, `field` and `params`.
 */
import {
  CharaFileError,
  dealPalette,
  decodeCharaBytes,
  harmonyPalette,
  newCharaFileText,
  parseCharaFile,
  writeCharaDyes,
  type CharaFile,
  type CharaFileErrorCode,
  type CharaFileErrorParams,
  type CharaPiece,
  type DyeChanges,
  type RestyleChannel,
} from '../../chara-file/index.ts';
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

export const outfitTools = {
  /** A file's bytes (from the picker or a drop) or its pasted text, read. */
  readOutfit(input: Uint8Array | string): OutfitResult<CharaFile> {
    return attempt(() => parseCharaFile(typeof input === 'string' ? input : decodeCharaBytes(input)));
  },
  /** A file made from an outfit alone (opened from a share link): equipment only. */
  newOutfitFile(pieces: CharaPiece[], glasses: number | null, nickname: string | null): OutfitResult<CharaFile> {
    return attempt(() => parseCharaFile(newCharaFileText(pieces, glasses, nickname)));
  },
  /** The harmony palette of the anchor dye, dealt over the dyeable pieces. */
  restyleOutfit(
    pieces: RestyleChannel[],
    anchorStainId: number,
    type: HarmonyTypeId,
    wheel: WheelId,
  ): { palette: number[]; dyes: DyeChanges } {
    const palette = harmonyPalette(anchorStainId, type, wheel);
    return { palette, dyes: dealPalette(pieces, palette) };
  },
  /** The file's bytes with the new dyes written in (UTF-8, byte-order mark kept if it had one). */
  writeOutfit(file: CharaFile, dyes: DyeChanges): OutfitResult<Uint8Array> {
    return attempt(() => new TextEncoder().encode(writeCharaDyes(file, dyes)));
  },
};
