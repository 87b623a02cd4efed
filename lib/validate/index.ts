/** The validation layer under every door of the library (ARCHITECTURE.md, "Validation"). */
export {
  ValidationError,
  missingArgument,
  receivedAsGiven,
  shownValue,
  MAX_RECEIVED_LENGTH,
  type ValidationKind,
} from './error.ts';
export * as check from './rules.ts';
export { HEX_PATTERN, MAX_IDS, RETIRED_METHODS, type HexColor } from './rules.ts';
