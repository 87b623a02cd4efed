/**
 * Reading the proxies' settings from an environment (process.env on Node, the bindings on the edge),
 * the same way for both: blank means unset, and a bad number stops the start with the variable's name.
 */
export type Env = Readonly<Record<string, unknown>>;

/** The trimmed text of a setting, or undefined when it is missing or blank. */
export function envText(env: Env, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A setting that must be a positive whole number (milliseconds, counts), or undefined when unset. */
export function envPositiveInteger(env: Env, name: string): number | undefined {
  const text = envText(env, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${text}"`);
  return value;
}
