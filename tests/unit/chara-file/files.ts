/**
 * `.chara` files written by hand from the format (Anamnesis `CharacterFile`): indented UTF-8 JSON,
 * enums as names, null properties left out. The model keys are the local fake XIVAPI's rows
 * (tests/chara/fake/game-data.ts), so the same files resolve to named items in the browser tests.
 */

/** Every slot worn: a bow with its quiver, the Beech set, accessories, both rings, glasses 40. */
export const TWELVE_PIECES = `{
  "FileExtension": ".chara",
  "TypeName": "Anamnesis Character File",
  "SaveMode": "All",
  "Nickname": "Fixture Miqo'te",
  "ModelType": 0,
  "Race": "Miqote",
  "Gender": "Feminine",
  "Age": "Normal",
  "Height": 50,
  "Tribe": "SeekerOfTheSun",
  "Head": "Head1",
  "Hair": 5,
  "EnableHighlights": false,
  "Skintone": 3,
  "MainHand": {
    "Color": { "X": 1, "Y": 1, "Z": 1 },
    "Scale": { "X": 1, "Y": 1, "Z": 1 },
    "ModelSet": 634,
    "ModelBase": 19,
    "ModelVariant": 1,
    "DyeId": 0,
    "DyeId2": 0
  },
  "OffHand": {
    "Color": { "X": 1, "Y": 1, "Z": 1 },
    "Scale": { "X": 1, "Y": 1, "Z": 1 },
    "ModelSet": 698,
    "ModelBase": 149,
    "ModelVariant": 1,
    "DyeId": 0,
    "DyeId2": 0
  },
  "HeadGear": {
    "ModelBase": 361,
    "ModelVariant": 5,
    "DyeId": 36,
    "DyeId2": 0
  },
  "Body": {
    "ModelBase": 361,
    "ModelVariant": 5,
    "DyeId": 10,
    "DyeId2": 1
  },
  "Hands": {
    "ModelBase": 361,
    "ModelVariant": 5,
    "DyeId": 10,
    "DyeId2": 0
  },
  "Legs": {
    "ModelBase": 361,
    "ModelVariant": 5,
    "DyeId": 1,
    "DyeId2": 2
  },
  "Feet": {
    "ModelBase": 361,
    "ModelVariant": 5,
    "DyeId": 0,
    "DyeId2": 0
  },
  "Ears": {
    "ModelBase": 88,
    "ModelVariant": 0,
    "DyeId": 0,
    "DyeId2": 0
  },
  "Neck": {
    "ModelBase": 90,
    "ModelVariant": 0,
    "DyeId": 0,
    "DyeId2": 0
  },
  "Wrists": {
    "ModelBase": 91,
    "ModelVariant": 0,
    "DyeId": 0,
    "DyeId2": 0
  },
  "LeftRing": {
    "ModelBase": 53,
    "ModelVariant": 1,
    "DyeId": 0,
    "DyeId2": 0
  },
  "RightRing": {
    "ModelBase": 53,
    "ModelVariant": 1,
    "DyeId": 0,
    "DyeId2": 0
  },
  "Glasses": {
    "GlassesId": 40
  },
  "EyeColor": 12,
  "FacePaint": 0,
  "Transparency": 1.0,
  "HeightMultiplier": 1.0
}
`;

/** Head and body only; weapons empty (ModelSet 0); other sections missing; trailing commas; BOM; CRLF. */
export const SPARSE_BOM_CRLF =
  '\uFEFF' +
  [
    '{',
    '  "TypeName": "Anamnesis Character File",',
    '  "SaveMode": "EquipmentGear, EquipmentAccessories",',
    '  "MainHand": { "ModelSet": 0, "ModelBase": 0, "ModelVariant": 0, "DyeId": 0, "DyeId2": 0, },',
    '  "HeadGear": { "ModelBase": 361, "ModelVariant": 5, "DyeId": 36, },',
    '  "Body": { "ModelBase": 581, "ModelVariant": 1, "DyeId": 5, "DyeId2": 9, },',
    '  "Legs": { "ModelBase": 0, "ModelVariant": 0, "DyeId": 0, "DyeId2": 0 },',
    '  "Glasses": { "GlassesId": 0 },',
    '}',
    '',
  ].join('\r\n');

/**
 * A Lalafell saved by Anamnesis (enums as names, `Lalafel` as the format spells it): the Viera
 * Chestwrap (Viera women only) dyed Jet Black (102) and Rhotano Blue (64), the one-channel Beech
 * mask dyed twice (36, 5), sandals no item uses (Feet 4242/1) dyed Charcoal Grey (5), and the
 * two identical rings.
 */
export const LALAFELL_ANAMNESIS = `{
  "FileExtension": ".chara",
  "TypeName": "Anamnesis Character File",
  "FileVersion": 1,
  "SaveMode": "All",
  "Nickname": "Fixture Lalafell",
  "ModelType": 0,
  "Race": "Lalafel",
  "Gender": "Feminine",
  "Age": "Normal",
  "Height": 50,
  "Tribe": "Dunesfolk",
  "Head": "Head2",
  "Hair": 7,
  "Skintone": 4,
  "MainHand": {
    "Color": { "X": 1, "Y": 1, "Z": 1 },
    "Scale": { "X": 1, "Y": 1, "Z": 1 },
    "ModelSet": 0,
    "ModelBase": 0,
    "ModelVariant": 0,
    "DyeId": 0,
    "DyeId2": 0
  },
  "HeadGear": {
    "ModelBase": 361,
    "ModelVariant": 5,
    "DyeId": 36,
    "DyeId2": 5
  },
  "Body": {
    "ModelBase": 581,
    "ModelVariant": 1,
    "DyeId": 102,
    "DyeId2": 64
  },
  "Legs": {
    "ModelBase": 361,
    "ModelVariant": 5,
    "DyeId": 1,
    "DyeId2": 0
  },
  "Feet": {
    "ModelBase": 4242,
    "ModelVariant": 1,
    "DyeId": 5,
    "DyeId2": 0
  },
  "LeftRing": {
    "ModelBase": 53,
    "ModelVariant": 1,
    "DyeId": 0,
    "DyeId2": 0
  },
  "RightRing": {
    "ModelBase": 53,
    "ModelVariant": 1,
    "DyeId": 0,
    "DyeId2": 0
  },
  "Glasses": {
    "GlassesId": 0
  }
}
`;

/** A header-only save (Anamnesis with nothing ticked but the header): no gear at all. */
export const HEADER_ONLY = `{
  "FileExtension": ".chara",
  "TypeName": "Anamnesis Character File",
  "FileVersion": 1,
  "SaveMode": "None",
  "Nickname": "Header Only",
  "ModelType": 0
}
`;

/**
 * A Hrothgar saved by Ktisis (its own TypeName; weapons with Color and Scale): Curtana Zenith
 * (not glamourable; its replica carries the look), a coat of the family of twelve dyed Soot Black
 * (6) and Snow White (1). Every other section is missing, as in a partial save.
 */
export const KTISIS_HROTHGAR = `{
  "FileExtension": ".chara",
  "TypeName": "Ktisis Character File",
  "FileVersion": 1,
  "Nickname": "Fixture Hrothgar",
  "ModelType": 0,
  "ObjectKind": "Pc",
  "Race": "Hrothgar",
  "Gender": "Masculine",
  "Tribe": "Helions",
  "MainHand": {
    "Color": { "X": 1, "Y": 1, "Z": 1 },
    "Scale": { "X": 1, "Y": 1, "Z": 1 },
    "ModelSet": 201,
    "ModelBase": 10,
    "ModelVariant": 1,
    "DyeId": 0,
    "DyeId2": 0
  },
  "Body": {
    "ModelBase": 6016,
    "ModelVariant": 1,
    "DyeId": 6,
    "DyeId2": 1
  }
}
`;
