/** The five wheels' IDs (own file: the wheels and their names both read it). */
export type WheelId = 'rgb' | 'ryb' | 'perceptual' | 'oklch-hue' | 'oklch-lightness';
