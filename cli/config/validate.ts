// Checks a user config against the shape of UserConfig: unknown keys, wrong types, missing values.
import type { Diagnostic } from '../diagnostics.ts';
import { closest } from '../closest.ts';
import { capDiagnostics } from '../diagnostic-cap.ts';
import { CONFIG_FILE } from './config-file.ts';
import { MAX_SIDEBAR_DEPTH } from './sidebar-nesting.ts';
import { findKey } from './source-positions.ts';

export type Shape =
  | { kind: 'string' }
  | { kind: 'boolean' }
  /** A whole number of at least `min` (1 unless said). */
  | { kind: 'count'; min?: number }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'object'; fields: Record<string, Field> }
  | { kind: 'array'; of: Shape }
  | { kind: 'record'; of: Shape }
  | { kind: 'oneOf'; pick: (value: unknown) => Shape | string };

interface Field {
  shape: Shape;
  required?: boolean;
}

type Path = (string | number)[];

const describe = (value: unknown) =>
  value === undefined
    ? 'nothing'
    : value === null
      ? 'null'
      : Array.isArray(value)
        ? 'an array'
        : typeof value === 'object'
          ? 'an object'
          : `${typeof value} ${JSON.stringify(value)}`;

export function formatPath(path: Path): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** Returns one diagnostic per problem, each naming the key path and, when found, its position. */
export function validateShape(value: unknown, shape: Shape, source: string): Diagnostic[] {
  const problems: { path: Path; message: string; hint?: string; suggestion?: string }[] = [];
  const visit = (v: unknown, s: Shape, p: Path) => {
    // Each level of a sidebar is two of the path (a list, then an item): past the sidebar's limit, stop.
    if (p.length > 2 * MAX_SIDEBAR_DEPTH + 4) {
      problems.push({ path: p, message: `nests more than ${MAX_SIDEBAR_DEPTH} levels deep`, hint: 'a sidebar a reader can use is a few levels deep: flatten it.' });
      return;
    }
    switch (s.kind) {
      case 'string':
        if (typeof v !== 'string') problems.push({ path: p, message: `must be a string, got ${describe(v)}` });
        return;
      case 'boolean':
        if (typeof v !== 'boolean') problems.push({ path: p, message: `must be true or false, got ${describe(v)}` });
        return;
      case 'count':
        if (!Number.isInteger(v) || (v as number) < (s.min ?? 1)) problems.push({ path: p, message: `must be a whole number of at least ${s.min ?? 1}, got ${describe(v)}` });
        return;
      case 'enum':
        if (typeof v !== 'string' || !s.values.includes(v))
          problems.push({ path: p, message: `must be one of ${s.values.map((x) => `"${x}"`).join(', ')}, got ${describe(v)}` });
        return;
      case 'array':
        if (!Array.isArray(v)) problems.push({ path: p, message: `must be an array, got ${describe(v)}` });
        else v.forEach((item, i) => visit(item, s.of, [...p, i]));
        return;
      case 'record':
        if (!isPlainObject(v)) problems.push({ path: p, message: `must be an object, got ${describe(v)}` });
        else for (const [k, item] of Object.entries(v)) visit(item, s.of, [...p, k]);
        return;
      case 'oneOf': {
        const picked = s.pick(v);
        if (typeof picked === 'string') problems.push({ path: p, message: picked });
        else visit(v, picked, p);
        return;
      }
      case 'object': {
        if (!isPlainObject(v)) {
          problems.push({
            path: p,
            message: `must be an object, got ${describe(v)}`,
            // The whole file without its export (emptied, or not finished yet) needs the form shown.
            hint: p.length === 0 ? `${CONFIG_FILE} must export its settings: export default defineConfig({ title: '...', ... })` : undefined,
          });
          return;
        }
        for (const [k, item] of Object.entries(v)) {
          const field = s.fields[k];
          if (!field) {
            const known = Object.keys(s.fields);
            const near = closest(k, known);
            problems.push({
              path: [...p, k],
              message: 'is not a known setting',
              ...(near ? { suggestion: formatPath([...p, near]) } : { hint: `known settings here: ${known.join(', ')}.` }),
            });
          } else if (item !== undefined) visit(item, field.shape, [...p, k]);
        }
        for (const [k, field] of Object.entries(s.fields)) {
          if (field.required && (v as Record<string, unknown>)[k] === undefined)
            problems.push({ path: [...p, k], message: 'is missing' });
        }
      }
    }
  };
  visit(value, shape, []);
  // A mistake repeated through a generated list is shown a few times ("must be a string", "is missing").
  const shown = capDiagnostics();
  for (const { path, message, hint, suggestion } of problems) {
    shown.add(message.split(',')[0], () => ({
      severity: 'error',
      code: 'config',
      message: `${formatPath(path) || 'the default export'} ${message}.`,
      file: CONFIG_FILE,
      ...findKey(source, path),
      suggestion,
      hint,
    }));
  }
  return shown.diagnostics();
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
