// A diagnostic's suggestion and notes are data, and each reader of a diagnostic shows them: the
// terminal, GitHub annotations and the dev overlay.
import { describe, expect, it } from 'vitest';
import { githubAnnotation, jsonReport } from '../../cli/commands/report.ts';
import { parsePage } from '../../cli/content/parse.ts';
import { overlayProblem } from '../../cli/dev/dev-server.ts';
import { formatDiagnostic, type Diagnostic } from '../../cli/diagnostics.ts';

const values = { providerName: 'Acme Lending', providerUrl: 'https://acme.example' };
const parse = (text: string) =>
  parsePage({ absPath: '/site/content/docs/page.mdx', file: 'content/docs/page.mdx', contentPath: 'docs/page.mdx', text }, values);

const duplicateId: Diagnostic = {
  severity: 'warning',
  code: 'duplicate-anchor',
  message: 'Heading id "setup" is already used on this page.',
  file: 'content/docs/page.mdx',
  line: 5,
  column: 1,
  notes: [{ message: 'the first heading with the id "setup"', file: 'content/docs/page.mdx', line: 1, column: 1 }],
  hint: 'give one of them another id.',
};

describe('diagnostics', () => {
  it('prints a suggestion after the message, without its full stop, and a tag as it is written', () => {
    const base = { severity: 'error', code: 'mdx', file: 'content/docs/page.mdx', line: 3, column: 1 } as const;
    expect(formatDiagnostic({ ...base, message: 'Unknown frontmatter key "titel" is ignored.', suggestion: 'title' }, { color: false })).toBe(
      'content/docs/page.mdx:3:1  error  Unknown frontmatter key "titel" is ignored — did you mean "title"?',
    );
    expect(formatDiagnostic({ ...base, message: 'Unknown component <Tabz>.', suggestion: '<Tabs>' }, { color: false })).toBe(
      'content/docs/page.mdx:3:1  error  Unknown component <Tabz> — did you mean <Tabs>?',
    );
  });

  it('prints each note on a line of its own, its location first, before the hint', () => {
    expect(formatDiagnostic(duplicateId, { color: false }).split('\n')).toEqual([
      'content/docs/page.mdx:5:1  warning  Heading id "setup" is already used on this page.',
      '  note: content/docs/page.mdx:1:1  the first heading with the id "setup"',
      '  hint: give one of them another id.',
    ]);
  });

  it('gives a repeated heading id a note at the first heading with it', () => {
    const [d] = parse('## Setup {#setup}\n\ntext\n\n## Again {#setup}\n').diagnostics;
    expect(d).toMatchObject({ code: 'duplicate-anchor', message: 'Heading id "setup" is already used on this page.', line: 5 });
    expect(d.notes).toEqual([{ message: 'the first heading with the id "setup"', file: 'content/docs/page.mdx', line: 1, column: 1 }]);
  });

  it('suggests the component meant for an unknown one, and the attribute meant for an unknown attribute', () => {
    const [component] = parse('<Tabz>x</Tabz>\n').diagnostics;
    expect([component.suggestion, component.hint]).toEqual(['<Tabs>', undefined]);
    const [attribute] = parse('<a hreff="/docs/x">x</a>\n').diagnostics;
    expect([attribute.suggestion, attribute.hint]).toEqual(['href', undefined]);
  });

  it('puts the suggestion and the notes in a GitHub annotation', () => {
    expect(githubAnnotation({ ...duplicateId, hint: undefined, suggestion: 'setup-2' })).toBe(
      '::warning file=content/docs/page.mdx,line=5,col=1,title=duplicate-anchor::Heading id "setup" is already used on this page. (did you mean "setup-2"?)%0Anote: content/docs/page.mdx:1:1  the first heading with the id "setup"',
    );
  });

  it('hands the dev overlay the suggestion and the notes as data, and shows them in its code frame', () => {
    const problem = overlayProblem({ ...duplicateId, suggestion: 'setup-2' });
    expect(problem).toMatchObject({ suggestion: 'setup-2', notes: duplicateId.notes });
    expect(problem.said).toBe('Heading id "setup" is already used on this page — did you mean "setup-2"?');
    expect(problem.frame).toContain('note: content/docs/page.mdx:1:1  the first heading with the id "setup"');
    // The frame is what follows the problem's first line: the message is said once.
    expect(problem.frame).not.toContain('is already used');
    // A message of two lines is said whole, none of it in the frame.
    const twoLines = overlayProblem({ ...duplicateId, message: 'First line.\nSecond line.' });
    expect(twoLines.said).toBe('First line.\nSecond line.');
    expect(twoLines.frame).not.toContain('Second line.');
  });

  it('prints content\'s control characters as escapes: a slug or a file name cannot drive the terminal', () => {
    const text = formatDiagnostic(
      { severity: 'error', code: 'route', message: 'slug "a\u001b[2Jb\u0000c" makes the route "/a"', file: 'content/x\u001b]0;owned\u0007.md', line: 1, column: 1, lineText: 'slug: a\u001b[2Jb', hint: 'fix \u009b it' },
      { color: false },
    );
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(text).toContain('slug "a\\u001b[2Jb\\u0000c" makes the route "/a"');
    expect(text).toContain('content/x\\u001b]0;owned\\u0007.md');
  });

  it('escapes content\'s control and bidirectional characters in GitHub annotations and the JSON report too', () => {
    const d: Diagnostic = { severity: 'error', code: 'frontmatter', message: 'Unknown key "x\u001b]0;PWNED\u0007\u001b[2J\u009b31m\u202eevil"', file: 'content/a.md', line: 1, column: 1 };
    const annotation = githubAnnotation(d);
    expect(annotation).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(annotation).toContain('x\\u001b]0;PWNED\\u0007');
    const json = jsonReport([d], true);
    expect(json).not.toMatch(/[\u007f-\u009f\u202e]/);
    expect(JSON.parse(json).diagnostics[0].message).toBe(d.message);
  });
});
