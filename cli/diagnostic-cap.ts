// Keeps the diagnostics of one kind to the first few. A generated file that repeats one mistake a
// million times (a sidebars.json listing a doc 40,000 times) is one problem to its reader: printing
// each writing of it took minutes (each is located in the file's text) and hundreds of megabytes.
import type { Diagnostic } from './diagnostics.ts';

/** Diagnostics of one kind shown; the rest are counted on the last one shown. */
export const MAX_DIAGNOSTICS_PER_KIND = 20;

export interface DiagnosticCap {
  /** Adds the diagnostic `make` builds, unless `kind` has had its fill: then it is counted, never built (nor located). */
  add(kind: string, make: () => Diagnostic): void;
  /** The diagnostics added, in order; the last of each kind that had more says how many were left out. */
  diagnostics(): Diagnostic[];
}

export function capDiagnostics(): DiagnosticCap {
  const shown: Diagnostic[] = [];
  const kinds = new Map<string, { shown: number; last: number; left: number }>();
  return {
    add(kind, make) {
      const counted = kinds.get(kind) ?? { shown: 0, last: -1, left: 0 };
      kinds.set(kind, counted);
      if (counted.shown >= MAX_DIAGNOSTICS_PER_KIND) {
        counted.left++;
        return;
      }
      shown.push(make());
      counted.shown++;
      counted.last = shown.length - 1;
    },
    diagnostics() {
      const all = [...shown];
      for (const { last, left } of kinds.values()) {
        if (left === 0) continue;
        const note = { message: `… and ${left} more like this, not shown (fix these and check again to see them).` };
        all[last] = { ...all[last], more: (all[last].more ?? 0) + left, notes: [...(all[last].notes ?? []), note] };
      }
      return all;
    },
  };
}
