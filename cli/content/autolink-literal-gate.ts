// GFM's autolink literals (bare `www.`, `https://` and email addresses), tried only where the source
// shows one could start. micromark-extension-gfm-autolink-literal registers its email construct on
// every letter and digit, so the parser breaks its run of text at every word and tries to read an
// email there: about a third of a page's parse, for pages that hold few or no such addresses.
//
// Each construct keeps its own `previous` test and gains a look at the source: an email must be
// letters, digits or `+-._` up to an `@`; a www literal starts `www.`; a protocol literal
// `http://` or `https://` (any case). Where the look says no, the construct would have failed at
// that place anyway, so the text reads as it did: the same tree, with fewer attempts. The look
// needs the text being parsed: parse through `withAutolinkSource`.
import type { Code, Construct, ConstructRecord, Extension, TokenizeContext } from 'micromark-util-types';

/** The text micromark is parsing, whose offsets its points count (UTF-16 code units, as here). */
let source: string | undefined;

/** Runs `parse` with `text` as the source the gates look at. `text` must be what `parse` parses. */
export function withAutolinkSource<T>(text: string, parse: () => T): T {
  const outer = source;
  source = text;
  try {
    return parse();
  } finally {
    source = outer;
  }
}

/** `+ - . _`, ASCII letters and digits: an email's local part (gfmAtext in the extension). */
function isEmailText(code: number): boolean {
  return code === 43 || code === 45 || code === 46 || code === 95 || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

const AT = 64;

/** Whether letters, digits or `+-._` from `at` run up to an `@`, as an email literal needs. */
function emailCanStart(text: string, at: number): boolean {
  let i = at;
  while (i < text.length && isEmailText(text.charCodeAt(i))) i++;
  return i > at && text.charCodeAt(i) === AT;
}

const WWW = /^www\./i;
const PROTOCOL = /^https?:\/\//i;

/** Per construct name, whether it could start at `at` in `text`. */
const CAN_START: Record<string, (text: string, at: number) => boolean> = {
  emailAutolink: emailCanStart,
  wwwAutolink: (text, at) => WWW.test(text.slice(at, at + 4)),
  protocolAutolink: (text, at) => PROTOCOL.test(text.slice(at, at + 8)),
};

function gated(construct: Construct): Construct {
  const canStart = construct.name ? CAN_START[construct.name] : undefined;
  const previous = construct.previous;
  if (!canStart || !previous) return construct;
  return {
    ...construct,
    previous(this: TokenizeContext, code: Code) {
      if (!previous.call(this, code)) return false;
      // Without the source (a parse not made through withAutolinkSource), try as the extension does.
      return source === undefined || canStart(source, this.now().offset);
    },
  };
}

/** A GFM micromark extension whose autolink literal constructs look at the source first. */
export function gateAutolinkLiterals(extension: Extension): Extension {
  const text = extension.text;
  if (!text) return extension;
  const gatedText: ConstructRecord = {};
  for (const [code, constructs] of Object.entries(text)) {
    gatedText[code as unknown as number] = Array.isArray(constructs) ? constructs.map(gated) : constructs && gated(constructs as Construct);
  }
  return { ...extension, text: gatedText };
}
