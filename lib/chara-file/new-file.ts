/**
 * A fresh `.chara` file holding only an outfit (no appearance), for an outfit opened from a share
 * link rather than from a file. Its `SaveMode` says it carries equipment only, so loading it
 * into the posing tool changes the gear and dyes and leaves the character's looks alone.
 */
import { SLOTS, isWeaponSlot } from '../items/slots.ts';
import { TYPE_NAME, type CharaPiece } from './parse.ts';

export function newCharaFileText(
  pieces: readonly CharaPiece[],
  glasses: number | null,
  nickname: string | null,
): string {
  const file: Record<string, unknown> = {
    FileExtension: '.chara',
    TypeName: TYPE_NAME,
    SaveMode: 'EquipmentGear, EquipmentAccessories, EquipmentWeapons',
  };
  if (nickname) file.Nickname = nickname;
  for (const slot of SLOTS) {
    const p = pieces.find((piece) => piece.slot === slot);
    const dyes = { DyeId: p?.dyes[0] ?? 0, DyeId2: p?.dyes[1] ?? 0 };
    file[slot] = isWeaponSlot(slot)
      ? { ModelSet: p?.set ?? 0, ModelBase: p?.base ?? 0, ModelVariant: p?.variant ?? 0, ...dyes }
      : { ModelBase: p?.base ?? 0, ModelVariant: p?.variant ?? 0, ...dyes };
  }
  file.Glasses = { GlassesId: glasses ?? 0 };
  return `${JSON.stringify(file, null, 2)}\n`;
}
