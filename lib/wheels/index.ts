/** The five colour wheels: hue tables, ideal colours for a base, ring stops, and the API's views of them. */
export { WHEELS, WHEEL_IDS, type Wheel, type WheelId } from './wheels.ts';
export {
  wheels,
  wheel,
  wheelOf,
  wheelSummary,
  wheelDetailOf,
  RING_STOPS,
  type WheelSummary,
  type WheelDetail,
  type WheelDyePosition,
} from './views.ts';
export { WHEEL_NAMES } from './names.ts';
