/**
 * What a failed command prints and how it exits. The API's messages name its parameters
 * (`Parameter "maxDistance" must be …`); the command's user typed a flag (`--max-distance`), so the
 * message names that flag instead.
 */

/** Exit statuses: an answer; nothing found (a dye that does not exist); a usage mistake or bad value. */
export const EXIT = { ok: 0, notFound: 1, usage: 2 } as const;

/**
 * The API's `message` about parameter `param`, naming `flag` instead: its `Parameter "name"`,
 * `parameter: name` or `"name"` becomes the flag; a message that does not name the parameter
 * (`Invalid matching method "x"`) gets the flag in front.
 */
export function messageForFlag(message: string, param: string, flag: string): string {
  const quoted = `"${param}"`;
  if (message.startsWith(`Parameter ${quoted}`)) return flag + message.slice(`Parameter ${quoted}`.length);
  const missing = `Missing required parameter: ${param}`;
  if (message.startsWith(missing)) return `Missing required option ${flag}${message.slice(missing.length)}`;
  if (message.includes(quoted)) return message.split(quoted).join(flag);
  return `${flag}: ${message}`;
}
