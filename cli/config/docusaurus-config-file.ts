// A Docusaurus site's docusaurus.config.{js,mjs,cjs,ts} read as data, never run: it is not devcenter's
// config, and nothing of the site runs that devcenter does not document as the site's own code. Its
// literals are read tolerantly (literal-module.ts): what only running it would give (an import, a
// call, a function) is a ComputedValue at its place, and the rest is read.
import { closeSync, constants, existsSync, fstatSync, openSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../is-inside.ts';
import { parse } from 'acorn';
import type { CallExpression, Node, Program } from 'estree';
import { DOCUSAURUS_CONFIG_FILES } from './config-file.ts';
import { ComputedSpread, ComputedValue, computedSpreads, NotLiteralError, readLiteralModule, SPREAD_ELEMENTS } from './literal-module.ts';
import { typesStripped, type Position } from './types-stripped.ts';

/** Files larger than this are no config anyone wrote by hand: not read. */
const MAX_CONFIG_BYTES = 1 << 20;

/** Where a value of the file is written: its line (from 1), column (from 1) and the line's text. */
export interface ConfigPlace {
  line: number;
  column: number;
  lineText: string;
  /** The module of the site it is written in, when the config imports it from there (imported-parts). */
  file?: string;
}

export type DocusaurusConfigFile =
  | {
      /** The file's name, from the site root. */
      file: string;
      /** Its text, for the places of what it writes. */
      text: string;
      /** The exported config: objects, arrays, literals and ComputedValues where it is code. */
      config: Record<string, unknown>;
      /** Where an object or array of the config, or a ComputedValue, is written. */
      placeOf: (value: unknown) => ConfigPlace | undefined;
      /** The files that only import it, from docusaurus.config.* on (`file` is then a module of the site they lead to). */
      via?: string[];
      /** The modules of the site it imports parts of itself from (TypeORM's redirects.ts), read too. */
      parts?: string[];
      /** The call the file exports the config through (OpenDAL's `applyGeneratedConfig(config, {…})`), whose first argument was read as the config. */
      wrappedBy?: { call: string; place?: ConfigPlace };
    }
  | { file: string; unread: string; place?: ConfigPlace; syntaxError?: boolean; via?: string[] };

/** The root's Docusaurus config, read as data; null when the root has none. */
export async function readDocusaurusConfigFile(root: string): Promise<DocusaurusConfigFile | null> {
  const file = DOCUSAURUS_CONFIG_FILES.find((name) => existsSync(path.join(root, name)));
  if (!file) return null;
  const reading: Reading = { parts: new Map(), partsRead: 0, bytes: 0 };
  const read = await readConfigModule(root, file, 'default', 0, reading);
  if (!('config' in read) || reading.partsRead === 0) return read;
  // What the imported parts put in is measured as one value with the config, as the literal reader
  // measures a value reused by name: each use counts. A module's value placed at 32 names of a config
  // whose modules do the same is small in its files and huge as the data the rest of devcenter walks.
  const limit = Math.max(1_000_000, 4 * reading.bytes);
  if (expandedSize(read.config, limit) > limit) return { file: read.file, unread: `with the modules of the site it imports, it grows past ${limit.toLocaleString('en-US')} characters (a value imported again counts each time)`, ...(read.via ? { via: read.via } : {}) };
  return read;
}

/**
 * One reading of a config and the modules it imports, shared by every file of it: each part (a module's
 * export) is read once however many files import it, and at most MAX_IMPORTED_PARTS are read in all.
 * Counted per file, 32 names of a module that itself imports 32 names, three files deep, was 33,000
 * reads of the same 30 KB file: minutes, then the heap gave out.
 */
interface Reading {
  parts: Map<string, DocusaurusConfigFile>;
  partsRead: number;
  /** The text read, every file of the config's: what the whole value may grow to is measured from it. */
  bytes: number;
}

/** The config's size as JSON, about, each use of a value counted (stops counting once past `limit`). */
function expandedSize(value: unknown, limit: number): number {
  const sizes = new Map<object, number>();
  const size = (item: unknown, depth: number): number => {
    if (typeof item === 'string') return item.length + 2;
    if (typeof item !== 'object' || item === null || item instanceof ComputedValue) return String(item).length;
    const known = sizes.get(item);
    if (known !== undefined) return known;
    // Past any depth the readers allow (64 a file, four files) is no config: counted as past the limit.
    if (depth > 1_000) return limit + 1;
    sizes.set(item, limit + 1); // While it is measured: a value that holds itself is past any limit.
    let total = 2;
    for (const [key, inner] of Array.isArray(item) ? item.entries() : Object.entries(item)) {
      total += String(key).length + 1 + size(inner, depth + 1);
      if (total > limit) break;
    }
    sizes.set(item, total);
    return total;
  };
  return size(value, 0);
}

/** How many files one config may lead through (`docusaurus.config.js` → `config_impl.ts` → …). */
const MAX_CONFIG_HOPS = 3;

/** Extensions a relative import of the config may leave out, tried as Node and TypeScript resolve them. */
const MODULE_EXTENSIONS = ['', '.ts', '.mts', '.cts', '.js', '.mjs', '.cjs', '/index.ts', '/index.js'];

/**
 * One file of the config, read as data: its `wanted` export (`default`, or a name). The config itself
 * must be an object; a part of it the config imports (`anyValue`) may be any value, handed back as `config`.
 */
async function readConfigModule(root: string, file: string, wanted: string, hops: number, reading: Reading, { anyValue = false } = {}): Promise<DocusaurusConfigFile> {
  const read = readConfigText(root, file);
  if ('unread' in read) return { file, unread: read.unread };
  const { text } = read;
  reading.bytes += text.length;
  const compiled = await typesStripped(file, text);
  if ('errors' in compiled) {
    // A typo (a missing comma) is the author's to fix at its place: Docusaurus would not start either.
    const [first] = compiled.errors;
    const at = first?.location;
    const place = at?.line ? { line: at.line, column: (at.column ?? 0) + 1, lineText: at.lineText ?? text.split('\n')[at.line - 1] ?? '' } : undefined;
    return { file, unread: `it does not compile: ${first?.text ?? 'unknown error'}`, place, syntaxError: true };
  }
  const placeAt = (at: Position): ConfigPlace => {
    const { line, column } = compiled.original(at);
    return { line, column: column + 1, lineText: text.split('\n')[line - 1] ?? '' };
  };
  const placeOfNode = (node: Node) => (node.loc ? placeAt(node.loc.start) : undefined);
  let program: Program;
  try {
    program = parse(compiled.code, { ecmaVersion: 'latest', sourceType: 'module', locations: true }) as unknown as Program;
  } catch (error) {
    if (error instanceof RangeError) return { file, unread: 'it nests too deep to read' };
    const { loc, message } = error as SyntaxError & { loc?: Position };
    return { file, unread: `it does not parse: ${message.replace(/ \(\d+:\d+\)$/, '')}`, place: loc && placeAt(loc), syntaxError: true };
  }
  try {
    const readExports = () => {
      const exports = readLiteralModule(program, { maxDepth: 64, maxSize: Math.max(1_000_000, 4 * text.length), tolerant: true });
      const module = exports.kind === 'commonjs' ? exports.value : exports.named.get('default');
      const config = wanted === 'default' ? module : exports.kind === 'esm' ? exports.named.get(wanted) : isRecord(module) && Object.hasOwn(module, wanted) ? module[wanted] : undefined;
      return { exports, config };
    };
    let { exports, config } = readExports();
    // A config exported through a call of the site's code that takes it first (OpenDAL's
    // `module.exports = applyGeneratedConfig(config, { baseUrl, websiteNotLatest })`) is that config,
    // less what the call changes: read so, the call noted. As "computed", the whole config was left
    // out: its title, navbar, footer and markdown.format.
    let wrappedBy: { call: string; place?: ConfigPlace } | undefined;
    const wrapped = !anyValue && config instanceof ComputedValue ? configArgument(config.node) : undefined;
    if (wrapped) {
      wrappedBy = { call: wrapped.call, place: placeOfNode(wrapped.node) };
      // The call stands for its first argument, in this parse of the file alone: read again.
      const argument = wrapped.node.arguments[0];
      for (const key of Object.keys(wrapped.node)) delete (wrapped.node as unknown as Record<string, unknown>)[key];
      Object.assign(wrapped.node, argument);
      const again = readExports();
      if (isRecord(again.config)) ({ exports, config } = again);
      else wrappedBy = undefined;
    }
    // A config kept in a module of the site beside it (Buck2's docusaurus.config.js is
    // `const { config } = require('./config_impl.ts'); module.exports = config`): that module is read
    // as this one is, its places in its own file. The whole config was "computed", read as none: the
    // site's trailingSlash, navbar and docs' exclude were lost, and 56 of its relative links were broken.
    const from = config instanceof ComputedValue && hops < MAX_CONFIG_HOPS ? importedFrom(program, config.node) : undefined;
    const target = from && localModule(root, path.dirname(file), from.source);
    if (target) {
      const inner = await readConfigModule(root, target, from.name, hops + 1, reading, { anyValue });
      return { ...inner, via: [file, ...(inner.via ?? [])] };
    }
    // A computed value is placed here only when this file wrote it: one a module of the site wrote, spread
    // or imported in below, is placed in that module (its node's line and column are in that file).
    const written = computedValuesIn(config);
    const placeOf = (value: unknown) => {
      const node = value instanceof ComputedValue ? (written.has(value) ? value.node : undefined) : typeof value === 'object' && value !== null ? exports.nodes.get(value) : undefined;
      return node && placeOfNode(node);
    };
    if (config instanceof ComputedValue) return { file, unread: isFunction(config.node) ? 'it exports its config as a function, and devcenter reads the config as data without running it' : `its config is computed: ${config.reason}`, place: placeOf(config) };
    if (config === undefined) return { file, unread: 'it exports no config (module.exports = config or export default config)' };
    if (!anyValue && (typeof config !== 'object' || config === null || Array.isArray(config))) return { file, unread: 'the value it exports is not an object' };
    if (typeof config !== 'object' || config === null) return { file, text, config: config as unknown as Record<string, unknown>, placeOf };
    // Parts of it the config imports from modules of the site (TypeORM's `import { redirects } from
    // './redirects'`: 70 redirects were left out as computed) are read as the config is, in place.
    const imported = await readImportedParts(root, file, program, config, hops, reading, exports.nodes);
    const placeIn = (value: unknown) => placeOf(value) ?? imported.map((part) => part.placeOf(value)).find((place) => place !== undefined);
    const parts = [...new Set(imported.flatMap((part) => part.files))];
    return { file, text, config: config as Record<string, unknown>, placeOf: placeIn, ...(parts.length > 0 ? { parts } : {}), ...(wrappedBy ? { wrappedBy } : {}) };
  } catch (error) {
    if (error instanceof RangeError) return { file, unread: 'it nests too deep to read' };
    if (!(error instanceof NotLiteralError)) throw error;
    return { file, unread: error.reason, place: placeOfNode(error.node) };
  }
}

/** How many values the config and its modules may import from modules of the site, in all. */
const MAX_IMPORTED_PARTS = 32;

/**
 * Replaces in `config` each value that is a name imported from a module of the site (a relative
 * import: `import { redirects } from './redirects'`, `require('./navbar.json')`) by that module's
 * export, read as data as the config is (never run; each at most MAX_CONFIG_HOPS files deep). Returns
 * where each module's values are written, in its own file.
 */
async function readImportedParts(root: string, file: string, program: Program, config: object, hops: number, reading: Reading, nodes: WeakMap<object, Node>): Promise<{ files: string[]; placeOf: (value: unknown) => ConfigPlace | undefined }[]> {
  const parts: { files: string[]; placeOf: (value: unknown) => ConfigPlace | undefined }[] = [];
  if (hops >= MAX_CONFIG_HOPS) return parts;
  const listed = new Set<DocusaurusConfigFile>();
  /** The value an imported name stands for, read once in the whole config; the ComputedValue itself when it cannot be read. */
  const resolve = async (value: ComputedValue): Promise<unknown> => {
    const from = importedFrom(program, value.node);
    const target = from && localModule(root, path.dirname(file), from.source);
    if (!from || !target) return value;
    const id = `${target}\0${from.name}`;
    let inner = reading.parts.get(id);
    if (!inner) {
      if (reading.partsRead >= MAX_IMPORTED_PARTS) return value;
      reading.partsRead += 1;
      inner = await readConfigModule(root, target, from.name, hops + 1, reading, { anyValue: true });
      reading.parts.set(id, inner);
    }
    if (!('config' in inner)) return value;
    // Its own file, the files it only leads through, and the parts it imports in turn (whose places say their file).
    const part = inner;
    if (!listed.has(part)) {
      listed.add(part);
      parts.push({ files: [...(part.via ?? []), part.file, ...(part.parts ?? [])], placeOf: (v) => { const place = part.placeOf(v); return place && { file: part.file, ...place }; } });
    }
    return part.config;
  };
  const containers: object[] = [config];
  const seen = new Set<object>();
  for (let container = containers.pop(); container !== undefined; container = containers.pop()) {
    if (seen.has(container)) continue;
    seen.add(container);
    if (Array.isArray(container)) {
      // `[...imported, x]`: the imported array's items stand where the spread is, not the array itself.
      const items: unknown[] = [];
      for (const item of container) {
        const value = item instanceof ComputedValue ? await resolve(item instanceof ComputedSpread ? item.spread : item) : item;
        // One by one: push(...value) passes each item as an argument, and a long list overflows the stack.
        if (item instanceof ComputedSpread && Array.isArray(value)) for (const spread of value as unknown[]) items.push(spread);
        else items.push(value instanceof ComputedValue ? item : value);
        // This file's own values are looked through; a module's were by its own reading, whose imports
        // are relative to its folder, not this file's.
        if (!(item instanceof ComputedValue) && typeof item === 'object' && item !== null) containers.push(item);
      }
      container.length = 0;
      for (const item of items) container.push(item);
      continue;
    }
    for (const [key, value] of Object.entries(container)) {
      if (value instanceof ComputedValue) {
        const resolved = await resolve(value);
        if (resolved !== value) (container as Record<string, unknown>)[key] = resolved;
      } else if (typeof value === 'object' && value !== null) containers.push(value);
    }
    await spreadImportedObjects(container as Record<string, unknown>, nodes.get(container), resolve);
  }
  return parts;
}

/** The computed values a file's value holds, its objects' computed spreads among them, as read from that file alone. */
function computedValuesIn(value: unknown): Set<ComputedValue> {
  const found = new Set<ComputedValue>();
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item instanceof ComputedValue) {
      found.add(item);
      if (item instanceof ComputedSpread) found.add(item.spread);
      continue;
    }
    if (typeof item !== 'object' || item === null || seen.has(item)) continue;
    seen.add(item);
    for (const spread of computedSpreads(item)) found.add(spread);
    for (const inner of Array.isArray(item) ? item : Object.values(item)) stack.push(inner);
  }
  return found;
}

/**
 * `{ routeBasePath: '/', ...mdxOptions }` with mdxOptions imported from a module of the site
 * (CloudPSS's docs and blog options): the module's object is spread in, as running the config would,
 * its keys giving way to those written after the spread. Left unread, its remark-math went unseen
 * (230 formulas of its Chinese docs were MDX errors) and its remark and rehype plugins unsaid.
 * A spread read is taken off the object's computed spreads, which the reader notes as left out.
 */
async function spreadImportedObjects(object: Record<string, unknown>, node: Node | undefined, resolve: (value: ComputedValue) => Promise<unknown>): Promise<void> {
  const spreads = computedSpreads(object);
  if (spreads.length === 0 || node?.type !== 'ObjectExpression') return;
  for (const spread of [...spreads]) {
    const value = await resolve(spread);
    if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof ComputedValue) continue;
    const element = SPREAD_ELEMENTS.get(spread);
    if (!element) continue;
    const at = (element as Node & { start: number }).start;
    // The keys this object writes after the spread: theirs stand, as in JavaScript.
    const after = new Set(
      node.properties.filter((property) => property.type === 'Property' && (property as typeof property & { start: number }).start > at).map((property) => (property.type === 'Property' ? keyName(property.key) : undefined)),
    );
    for (const [key, inner] of Object.entries(value)) if (!after.has(key) && key !== '__proto__') object[key] = inner;
    spreads.splice(spreads.indexOf(spread), 1);
  }
}

function keyName(key: Node): string | undefined {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number')) return String(key.value);
  return undefined;
}

/**
 * The config's text, read as content is: it is read because it is not trusted to run, so a link out of
 * the root (to /proc/self/environ, whose first line a parse error would print: the build's
 * environment), a FIFO (a read that never ends) or a device (/dev/zero: memory until the machine gives
 * out) is not read, and neither is a file over the size, which is known before anything is read.
 */
export function readConfigText(root: string, file: string): { text: string } | { unread: string } {
  const couldNot = (error: unknown) => ({ unread: `it could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` });
  let real: string;
  try {
    real = realpathSync(path.join(root, file));
    if (!isInside(real, realpathSync(root))) return { unread: `it is a link that leads out of the site's folder (to ${JSON.stringify(real)})` };
  } catch (error) {
    return couldNot(error);
  }
  let fd: number;
  try {
    // Non-blocking: opening a FIFO for reading would otherwise wait for a writer.
    fd = openSync(real, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    return couldNot(error);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return { unread: 'it is not a regular file (a folder, device, socket or pipe)' };
    if (stats.size > MAX_CONFIG_BYTES) return { unread: `it is larger than ${MAX_CONFIG_BYTES >> 20} MB` };
    return { text: readFileSync(fd, 'utf8') };
  } catch (error) {
    return couldNot(error);
  } finally {
    closeSync(fd);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof ComputedValue);
}

/**
 * Where a computed export comes from when it is only an import of a module: `require('./x')`,
 * `require('./x').config`, or a name an import line or require binds (`const { config } = require('./x')`,
 * `import config from './x'`); the export of that module it is (`default` for the whole module).
 */
function importedFrom(program: Program, node: Node): { source: string; name: string } | undefined {
  const required = (call: Node): string | undefined => {
    if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'require' || call.arguments.length !== 1) return undefined;
    const [argument] = call.arguments;
    return argument.type === 'Literal' && typeof argument.value === 'string' ? argument.value : undefined;
  };
  const direct = required(node);
  if (direct !== undefined) return { source: direct, name: 'default' };
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') {
    const source = required(node.object);
    return source === undefined ? undefined : { source, name: node.property.name };
  }
  // The computed value of a name stands at the place the name is bound: an import specifier, or a
  // destructured name of a require.
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' && typeof statement.source.value === 'string') {
      for (const specifier of statement.specifiers) {
        if (specifier !== node) continue;
        if (specifier.type === 'ImportDefaultSpecifier') return { source: statement.source.value, name: 'default' };
        if (specifier.type === 'ImportSpecifier') return { source: statement.source.value, name: specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value) };
        return undefined;
      }
    }
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations) {
      const source = required(declarator.init as Node);
      if (source === undefined || declarator.id.type !== 'ObjectPattern') continue;
      for (const property of declarator.id.properties) {
        if (property.type === 'Property' && property.value === node && !property.computed && property.key.type === 'Identifier') return { source, name: property.key.name };
      }
    }
  }
  return undefined;
}

/** The site's own module a relative import names (its path from the root), or undefined: a package, or a file outside the root. */
function localModule(root: string, dir: string, source: string): string | undefined {
  if (!source.startsWith('./') && !source.startsWith('../')) return undefined;
  for (const extension of MODULE_EXTENSIONS) {
    const file = path.join(dir, source + extension);
    // `..x.ts` is a file of the site; only a first segment `..` leads out of it.
    if (file === '..' || file.startsWith(`..${path.sep}`) || path.isAbsolute(file)) return undefined;
    if (/\.([cm]?[jt]s)$/.test(file) && existsSync(path.join(root, file))) return file.split(path.sep).join('/');
  }
  return undefined;
}

/**
 * A call that takes the config first (`applyGeneratedConfig(config, {…})`, `withPlugins({…})`): the
 * call (as written, for the note) when its callee is a name or a member of one and its first argument
 * is a name or an object literal; undefined for any other code, a `require()` included.
 */
function configArgument(node: Node): { node: CallExpression; call: string } | undefined {
  if (node.type !== 'CallExpression' || node.arguments.length === 0) return undefined;
  const callee = calleeName(node.callee);
  const [first] = node.arguments;
  if (callee === undefined || callee === 'require' || (first.type !== 'Identifier' && first.type !== 'ObjectExpression')) return undefined;
  const rest = node.arguments.length > 1 ? ', …' : '';
  return { node, call: `${callee}(${first.type === 'Identifier' ? first.name : '{…}'}${rest})` };
}

/** `f` or `a.b.f`, as written; undefined for any other callee. */
function calleeName(node: Node): string | undefined {
  if (node.type === 'Identifier') return node.name;
  if (node.type !== 'MemberExpression' || node.computed || node.property.type !== 'Identifier') return undefined;
  const object = calleeName(node.object);
  return object === undefined ? undefined : `${object}.${node.property.name}`;
}

function isFunction(node: Node): boolean {
  return node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression' || node.type === 'FunctionDeclaration';
}
