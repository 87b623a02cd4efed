/** Types of the parts of the `spectral.js` package (v3, untyped UMD) that the mixer uses. */
declare module 'spectral.js' {
  export class Color {
    /** A CSS hex colour, 8-bit sRGB channels, or 38 spectral reflectance samples (380–750 nm). */
    constructor(value: string | number[]);
    /** 8-bit sRGB channels (unclamped). */
    readonly sRGB: number[];
    /** CIE XYZ (D65). */
    readonly XYZ: number[];
    /** Linear-light sRGB. */
    readonly lRGB: number[];
    /** Spectral reflectance, 38 samples. */
    readonly R: number[];
    /** Kubelka–Munk K/S per sample. */
    readonly KS: number[];
    /** CIE Y, at least Number.EPSILON. */
    readonly luminance: number;
    inGamut(): boolean;
    toGamut(options?: { method?: 'clip' | 'map' }): Color;
    toString(options?: { format?: 'hex' | 'rgb'; method?: 'clip' | 'map' }): string;
  }
  /** Kubelka–Munk mix of colours, each with its factor (amount). */
  export function mix(...colors: [Color, number][]): Color;
}
