// Parses JavaScript and reads what it exports as literals (literal-module.ts), never running it: the
// one step every data file takes (a sidebars file's data under content/, a page's data module), with
// why it could not be read and where, for its reader to say in its own words.
import { parse } from 'acorn';
import type { Program } from 'estree';
import { NotLiteralError, readLiteralModule, type LiteralExports, type LiteralLimits } from './literal-module.ts';

/** A place in the code read (line from 1, column from 0, as acorn and estree give them). */
export interface CodePlace {
  line: number;
  column: number;
}

export function readLiteralSource(code: string, limits: LiteralLimits): { exports: LiteralExports } | { problem: string; at?: CodePlace } {
  let program: Program;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true }) as unknown as Program;
  } catch (error) {
    if (error instanceof RangeError) return { problem: 'it nests too deep to read' };
    const { loc, message } = error as SyntaxError & { loc?: CodePlace };
    return { problem: `it does not parse: ${message.replace(/ \(\d+:\d+\)$/, '')}`, at: loc };
  }
  try {
    return { exports: readLiteralModule(program, limits) };
  } catch (error) {
    if (error instanceof RangeError) return { problem: 'it nests too deep to read' };
    if (!(error instanceof NotLiteralError)) throw error;
    return { problem: error.reason, at: error.node.loc?.start };
  }
}
