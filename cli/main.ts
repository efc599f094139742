// commander wiring: parse argv, run a command, map its result to an exit code (0 ok, 1 failure, 2 usage/config).
// First, before any other module's code runs.
import './v8-tuning.ts';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runBuild } from './commands/build.ts';
import { findSiteRoot } from './config/load.ts';
import { runCheck } from './commands/check.ts';
import { printDiagnostics, REPORTERS, type ReporterName } from './commands/report.ts';
import { BuildError, ConfigError, ContentError, printable } from './diagnostics.ts';
import { PACKAGE_ROOT } from './package-root.ts';

function parsePort(value: string): number {
  // Digits only: Number() also reads "0x10" as 16 and "" or " " as 0 (any free port).
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('must be a whole number from 0 to 65535.');
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('must be a whole number from 0 to 65535.');
  return port;
}

function parseHost(value: string): string {
  // An empty host listens on every interface while the address printed says nothing: refused, as is
  // anything that cannot be a host name or address.
  if (!/^[^\s/?#@]+$/.test(value)) throw new InvalidArgumentError('must be an address or host name of this machine, e.g. 127.0.0.1 (or 0.0.0.0 for every interface).');
  return value;
}

function parseReporter(value: string): ReporterName {
  if (!(REPORTERS as string[]).includes(value)) throw new InvalidArgumentError(`must be one of ${REPORTERS.join(', ')}.`);
  return value as ReporterName;
}

const REPORTER_HELP = 'how problems are printed: pretty, github (GitHub Actions annotations) or json (one document on stdout)';

function siteRoot(argument: string | undefined): string {
  return argument === undefined ? findSiteRoot(process.cwd()) : path.resolve(argument);
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

/** How long a command that failed on our own bug may take to end by itself before it is ended. */
const INTERNAL_ERROR_EXIT_MS = 1000;

export async function main(argv: string[]): Promise<number> {
  // Every path given is taken from the current folder: one deleted or moved away since the shell
  // entered it is the user's situation to be told of, not an internal error (uv_cwd).
  try {
    process.cwd();
  } catch {
    console.error("devcenter: the current folder no longer exists (it was deleted or moved): change into the site's folder and run the command again.");
    return 2;
  }
  let exitCode = 0;
  // Set by the command that runs, so a config or build error prints the way it asked.
  let reporter = 'pretty' as ReporterName;
  const program = new Command()
    .name('devcenter')
    .description('Build and serve the Developer Center documentation site.')
    // What a bug report or an upgrade needs to know: the installed package's version, as npm has it.
    .version(packageVersion(), '-V, --version', "print devcenter's version")
    .showHelpAfterError()
    .exitOverride();

  program
    .command('build')
    .description('build the site into the output folder (replaced only when the build succeeds)')
    .argument('[root]', 'folder holding site.config.ts or content/docs/ (default: the nearest one from the current folder up)')
    .option('--out <dir>', 'output folder (default: build/ under the root)')
    .option('--strict', 'treat warnings (duplicate routes, broken anchors) as errors')
    .option('--reporter <name>', REPORTER_HELP, parseReporter, 'pretty')
    .action(async (root: string | undefined, options: { out?: string; strict?: boolean; reporter: ReporterName }) => {
      reporter = options.reporter;
      exitCode = await runBuild(siteRoot(root), options);
    });

  program
    .command('check')
    .description('run the link, anchor and content checks only (nothing is written)')
    .argument('[root]', 'folder holding site.config.ts or content/docs/ (default: the nearest one from the current folder up)')
    .option('--strict', 'treat warnings (duplicate routes, broken anchors) as errors')
    .option('--reporter <name>', REPORTER_HELP, parseReporter, 'pretty')
    .action(async (root: string | undefined, options: { strict?: boolean; reporter: ReporterName }) => {
      reporter = options.reporter;
      exitCode = await runCheck(siteRoot(root), options);
    });

  program
    .command('index')
    .description('manage the hosted search index')
    .command('push')
    .description('upload the built search records and index settings (admin key from DEVCENTER_SEARCH_ADMIN_KEY)')
    .argument('[root]', 'folder holding site.config.ts or content/docs/ (default: the nearest one from the current folder up)')
    .option('--out <dir>', 'the built site whose search-records.json is pushed (default: build/ under the root)')
    .action(async (root: string | undefined, options: { out?: string }) => {
      exitCode = await (await import('./commands/index-push.ts')).runIndexPush(siteRoot(root), options);
    });

  program
    .command('dev')
    .description('build in memory, serve with live reload and the embedded search endpoint, and watch for changes')
    .argument('[root]', 'folder holding site.config.ts or content/docs/ (default: the nearest one from the current folder up)')
    .option('--port <n>', 'port to listen on', parsePort, 3000)
    .option('--host <host>', 'address to bind', parseHost, '127.0.0.1')
    .option('--open', 'open the site in the default browser')
    .action(async (root: string | undefined, options: { port: number; host: string; open?: boolean }) => {
      exitCode = await (await import('./commands/dev.ts')).runDev(siteRoot(root), options);
    });

  program
    .command('serve')
    .description('serve a built site')
    .argument('[root]', 'folder holding site.config.ts or content/docs/ (default: the nearest one from the current folder up)')
    .option('--out <dir>', 'output folder to serve (default: build/ under the root)')
    .option('--port <n>', 'port to listen on', parsePort, 3000)
    .option('--host <host>', 'address to bind', parseHost, '127.0.0.1')
    .action(async (root: string | undefined, options: { out?: string; port: number; host: string }) => {
      exitCode = await (await import('./commands/serve.ts')).runServe(siteRoot(root), options);
    });

  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof ConfigError || error instanceof BuildError) {
      // The command that failed names the failure: a check of a broken config is not a failed build.
      // Said through the reporter asked for, as a build's problems are: a broken config under
      // --reporter github was printed for a terminal, with no annotation at its line.
      const first = argv.slice(2).find((arg) => !arg.startsWith('-'));
      const command = program.commands.some((c) => c.name() === first) ? first : undefined;
      printDiagnostics(error.diagnostics, { reporter, failed: true, command });
      return error instanceof ConfigError && !(error instanceof ContentError) ? 2 : 1;
    }
    // DEVCENTER_DEBUG=1 prints the whole error with its stack (no option: commander refuses unknown ones first).
    const debug = process.env.DEVCENTER_DEBUG;
    // Printable: a bug set off by content may quote it, and content never writes to the terminal.
    console.error(debug ? error : `devcenter: internal error: ${printable(String((error as Error)?.message ?? error))}`);
    // Our own failure may leave the parse workers of a large site running, and a command that never
    // ends would hold a CI job until its limit: the process ends a moment after saying why.
    setTimeout(() => process.exit(1), INTERNAL_ERROR_EXIT_MS).unref();
    return 1;
  }
}
