/** The validation layer under every door of the library (ARCHITECTURE.md, "Validation"). */
export { ValidationError, missingArgument, shownValue, MAX_RECEIVED_LENGTH, type ValidationKind } from './error.ts';
