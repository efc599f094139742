// A content file's bytes as text. Docusaurus reads every file as UTF-8; so do we, but a file saved
// as UTF-16 (with its byte-order mark, as some Windows editors write it) is read as what it is
// instead of being published with a NUL between every letter, and bytes that are not UTF-8 (a file
// in Latin-1) are said where they are instead of turning into "�" in silence.
import { placeAt, type Diagnostic } from '../diagnostics.ts';

/** The largest page source read: a page is refused long before (2,000,000 characters rendered), and
 * reading one of 50 MB took 46 s and 2.7 GB before that refusal. */
export const MAX_SOURCE_BYTES = 8 * 1024 * 1024;

export interface SourceText {
  text: string;
  /** Where the first bytes that are not UTF-8 stand (1-based), if any. */
  invalid: { line: number; column: number } | null;
}

export function sourceText(bytes: Uint8Array): SourceText {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes), invalid: null };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes), invalid: null };
  // The UTF-8 byte-order mark goes: front matter must start the file.
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8').replace(/^\uFEFF/, '');
  // "�" is rare in real text: only a file holding one is checked byte by byte.
  if (!text.includes('\uFFFD')) return { text, invalid: null };
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text, invalid: null };
  } catch {
    const { line, column } = placeAt(text, text.indexOf('\uFFFD'));
    return { text, invalid: { line, column } };
  }
}

/** The warning for a file that is not all UTF-8, at the first place it is not. */
export function invalidUtf8Warning(file: string, text: string, invalid: { line: number; column: number }): Diagnostic {
  return {
    severity: 'warning',
    code: 'encoding',
    message: 'This file is not valid UTF-8 here: the bytes that are not are shown as "�".',
    file,
    line: invalid.line,
    column: invalid.column,
    lineText: text.split('\n')[invalid.line - 1],
    hint: 'save the file as UTF-8 (an editor\'s "Save with encoding"), or write the character again.',
  };
}
