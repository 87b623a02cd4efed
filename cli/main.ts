/**
 * `ffxiv-dyes`: the dye API in a terminal. Every command answers through the same app as the HTTP
 * API, in-process: a readable table by default, the exact JSON envelope with `--json`. A failed
 * request prints the API's message, naming the flag the user typed, and exits with status 2 (as
 * does a usage mistake, and no command at all); a dye that does not exist exits with status 1.
 */
import { createFetch } from '../lib/fetch/create-fetch.ts';
import type { ParamDef } from '../lib/api/params.ts';
import { kebabCase, parseArgs, UsageError } from './args.ts';
import { COMMANDS, type Command } from './commands.ts';
import { EXIT, messageForFlag } from './errors.ts';
import packageJson from '../package.json' with { type: 'json' };

const BIN = 'ffxiv-dyes';

const write = (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);

function describe(p: ParamDef): string {
  const facts = [
    p.schema.enum ? `one of: ${p.schema.enum.join(', ')}` : '',
    p.schema.default !== undefined ? `default ${JSON.stringify(p.schema.default)}` : '',
    p.required ? 'required' : '',
  ].filter(Boolean);
  return facts.length ? `${p.description} (${facts.join('; ')})` : p.description;
}

function optionLines(rows: readonly (readonly [string, string])[]): string {
  const width = Math.max(...rows.map(([flag]) => flag.length));
  return rows.map(([flag, text]) => `  ${flag.padEnd(width)}  ${text}`).join('\n');
}

const COMMON_OPTIONS = [
  ['--json', 'Print the API’s JSON envelope exactly as the HTTP API sends it.'],
  ['-h, --help', 'Show this help.'],
] as const;

function commandHelp(command: Command): string {
  const flag = (p: ParamDef) => `--${kebabCase(p.name)}${p.schema.type === 'boolean' ? '[=false]' : ' <value>'}`;
  return [
    `Usage: ${BIN} ${command.name} ${command.args} [options]`,
    '',
    command.summary,
    ...(command.notes ? ['', command.notes] : []),
    '',
    'Options:',
    optionLines([...command.options.map((p) => [flag(p), describe(p)] as const), ...COMMON_OPTIONS]),
  ].join('\n');
}

const SERVE_HELP = [
  `Usage: ${BIN} serve [--port <port>] [--host <host>]`,
  '',
  'Serve /health and all of /v1 over HTTP (and the site, when it has been built), like `npm start`.',
  'The environment settings of `npm start` apply (RATE_LIMIT_PER_MINUTE, TRUST_PROXY, XIVAPI_BASE, …).',
  '',
  'Options:',
  optionLines([
    ['--port <port>', 'Port to listen on; 0 picks a free one (default: $PORT or 8787).'],
    ['--host <host>', 'Interface to listen on (default: $HOST or 127.0.0.1).'],
    ['-h, --help', 'Show this help.'],
  ]),
].join('\n');

function mainHelp(): string {
  return [
    `Usage: ${BIN} <command> [arguments] [options]`,
    '',
    'The FFXIV dye API in your terminal, computed on this machine.',
    '',
    'Commands:',
    optionLines([
      ...COMMANDS.map((c) => [`${c.name} ${c.args}`, c.summary] as const),
      ['serve', 'Serve the HTTP API (like npm start).'],
    ]),
    '',
    `Run \`${BIN} <command> --help\` for a command's options. Add --json for the exact API envelope.`,
    `Example: ${BIN} closest '#5b7fc0' --method oklab`,
  ].join('\n');
}

/** A true-colour block before a hex value, on a terminal that shows colour. */
function swatchFor(stream: NodeJS.WriteStream): (hex: string) => string {
  const colour = stream.isTTY && !process.env.NO_COLOR && stream.hasColors?.(2 ** 24);
  if (!colour) return () => '';
  return (hex) => {
    const n = parseInt(hex.slice(1), 16);
    return `\x1b[38;2;${(n >> 16) & 255};${(n >> 8) & 255};${n & 255}m██\x1b[0m `;
  };
}

async function serve(argv: readonly string[]): Promise<number> {
  const { positionals, options } = parseArgs(argv, new Set(['help']));
  if (options.has('help')) {
    write(SERVE_HELP);
    return 0;
  }
  if (positionals.length) throw new UsageError(`Unexpected argument "${positionals[0]}".`);
  for (const name of options.keys()) {
    if (name !== 'port' && name !== 'host') throw new UsageError(`Unknown option --${kebabCase(name)} for serve.`);
  }
  const port = options.get('port');
  if (port !== undefined && !(/^\d{1,5}$/.test(String(port)) && Number(port) <= 65535)) {
    throw new UsageError('--port must be a port number (0–65535).');
  }
  const { startServer } = await import('../runtimes/node/server.ts');
  const running = await startServer({
    port: port === undefined ? undefined : Number(port),
    host: typeof options.get('host') === 'string' ? (options.get('host') as string) : undefined,
  }).catch((error: unknown) => {
    // A port in use or an address that is not this machine's: say so, no stack trace.
    throw new UsageError(`Cannot serve: ${error instanceof Error ? error.message : String(error)}`);
  });
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return new Promise<number>(() => {}); // Serves until stopped.
}

/**
 * The `--limit` a list command's table shows, when the API's own limit can be asked one higher to
 * tell whether more would follow; null when it cannot (no such parameter, or a value the API is
 * left to refuse).
 */
function tableLimit(command: Command, options: ReadonlyMap<string, string | true>): number | null {
  const param = command.options.find((p) => p.name === 'limit');
  if (!command.listed || !param) return null;
  const raw = options.get('limit');
  const limit = raw === undefined ? Number(param.schema.default) : /^\d+$/.test(String(raw)) ? Number(raw) : NaN;
  const max = param.schema.maximum ?? Infinity;
  return Number.isInteger(limit) && limit >= (param.schema.minimum ?? 1) && limit < max ? limit : null;
}

interface Failure {
  error?: string;
  message?: string;
  details?: { parameter?: string };
}

async function run(command: Command, argv: readonly string[]): Promise<number> {
  const booleans = command.options.filter((p) => p.schema.type === 'boolean').map((p) => p.name);
  const { positionals, options, typed } = parseArgs(argv, new Set(['help', 'json', ...booleans]));
  if (options.has('help')) {
    write(commandHelp(command));
    return 0;
  }
  const json = options.get('json') === true;
  const query = new URLSearchParams();
  for (const [name, value] of options) {
    if (name === 'json') continue;
    if (!command.options.some((p) => p.name === name)) {
      throw new UsageError(`Unknown option ${typed.get(name)} for ${command.name}. See ${BIN} ${command.name} --help.`);
    }
    query.set(name, value === true ? 'true' : value);
  }
  // A table asks for one more row than it shows, so it can say that the list was cut.
  const limit = json ? null : tableLimit(command, options);
  if (limit !== null) query.set('limit', String(limit + 1));
  const response = await createFetch()(command.path(positionals, query));
  const text = await response.text();
  const envelope = JSON.parse(text) as { success: boolean; data?: unknown } & Failure;
  if (json) write(text);
  if (!envelope.success) {
    const param = envelope.details?.parameter;
    let message = envelope.message ?? `request failed (HTTP ${response.status})`;
    if (param !== undefined && command.options.some((p) => p.name === param)) {
      message = messageForFlag(message, param, typed.get(param) ?? `--${kebabCase(param)}`);
    }
    process.stderr.write(`${BIN} ${command.name}: ${message}\n`);
    return envelope.error === 'NOT_FOUND' ? EXIT.notFound : EXIT.usage;
  }
  const nothing = command.nothingFound?.(envelope.data, positionals);
  if (nothing) {
    process.stderr.write(`${BIN} ${command.name}: ${nothing}\n`);
    return EXIT.notFound;
  }
  if (!json) {
    const flag = typed.get('limit') ?? '--limit';
    write(command.render(envelope.data, swatchFor(process.stdout), limit === null ? undefined : { limit, flag }));
  }
  return EXIT.ok;
}

async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    // No command is a usage mistake: the help goes where errors go, and the status says so.
    process.stderr.write(`${mainHelp()}\n`);
    return EXIT.usage;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    write(mainHelp());
    return 0;
  }
  if (name === '--version' || name === '-v') {
    write(packageJson.version);
    return 0;
  }
  if (name === 'serve') return serve(rest);
  const command = COMMANDS.find((c) => c.name === name);
  if (!command)
    throw new UsageError(
      `Unknown command "${name}". Commands: ${[...COMMANDS.map((c) => c.name), 'serve'].join(', ')}.`,
    );
  return run(command, rest);
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`${BIN}: ${error.message}\n`);
  process.exitCode = EXIT.usage;
}
