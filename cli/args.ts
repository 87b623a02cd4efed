/**
 * Command-line arguments: positionals, `--name value`, `--name=value` and bare flags. Option names
 * are accepted in kebab-case or in the API's camelCase (`--max-distance` and `--maxDistance`).
 */

export interface ParsedArgs {
  positionals: string[];
  /** camelCase name → value; a bare flag has the value `true`. */
  options: Map<string, string | true>;
  /** camelCase name → the flag as the user typed it (`--max-distance` or `--maxDistance`), for messages. */
  typed: Map<string, string>;
}

export class UsageError extends Error {}

export const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
export const kebabCase = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * `flags` are the options that never take a value (`--json`, `--help`); every other option takes
 * the next argument unless given as `--name=value`. A `--` ends the options.
 */
export function parseArgs(argv: readonly string[], flags: ReadonlySet<string>): ParsedArgs {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  const typed = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-h') {
      options.set('help', true);
      continue;
    }
    if (!arg.startsWith('--') || arg === '--') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = camelCase(arg.slice(2, eq === -1 ? undefined : eq));
    typed.set(name, arg.slice(0, eq === -1 ? undefined : eq));
    if (eq !== -1) {
      options.set(name, arg.slice(eq + 1));
    } else if (flags.has(name)) {
      options.set(name, true);
    } else {
      const value = argv[i + 1];
      if (value === undefined) throw new UsageError(`Option ${typed.get(name)} needs a value.`);
      options.set(name, value);
      i++;
    }
  }
  return { positionals, options, typed };
}
