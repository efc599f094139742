// CSS modules (`import styles from './x.module.css'`) of the site's components, scoped by us rather
// than by esbuild: the browser build (minified) and the server build must give a class the same name,
// or hydration would find different class attributes. Each class becomes name_<hash of the file>.
import { createHash } from 'node:crypto';

/** Strings, url(…) and comments are passed over; a `.name` elsewhere is a class selector. */
const TOKENS = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|url\([^)]*\)|\/\*[\s\S]*?\*\/)|\.(-?[_a-zA-Z][\w-]*)/g;

export interface ScopedCss {
  /** Class name as written -> as published. */
  classes: Record<string, string>;
  css: string;
}

/** `file` names the stylesheet (its path from the site root), so the names stay put from build to build. */
export function scopeCssModule(css: string, file: string): ScopedCss {
  const suffix = createHash('sha256').update(file).digest('hex').slice(0, 6);
  const classes: Record<string, string> = {};
  const scoped = css.replace(TOKENS, (match, skipped: string | undefined, name: string | undefined) => {
    if (skipped !== undefined || name === undefined) return match;
    classes[name] ??= `${name}_${suffix}`;
    return `.${classes[name]}`;
  });
  return { classes, css: scoped };
}
