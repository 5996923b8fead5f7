import path from 'node:path';
import ts from 'typescript';

/** A string that is not one of the values its place allows, and the nearest one that is. */
export interface Suggestion {
  value: string;
  nearest: string | null;
  allowed: number;
}

/** Edits (insert, delete, replace) between two strings. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The allowed value nearest a misspelt one, if it is near enough to be what was meant. */
export function suggestionFor(value: string, allowed: readonly string[]): Suggestion | null {
  if (allowed.length === 0 || allowed.includes(value)) return null;
  const scored = allowed.map((candidate) => ({ candidate, distance: editDistance(value.toLowerCase(), candidate.toLowerCase()) }));
  scored.sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate));
  const best = scored[0]!;
  const near = best.distance <= Math.max(2, Math.floor(value.length / 3));
  return { value, nearest: near ? best.candidate : null, allowed: allowed.length };
}

/** Where a file sits in the order an editor reads errors: records first, tests last. */
export function rankOf(file: string | undefined): number {
  if (!file) return 7;
  if (/\.test\.tsx?$/.test(file) || file.startsWith('tests/')) return 6;
  const order = ['content/', 'lib/', 'components/', 'app/', 'scripts/'];
  const i = order.findIndex((prefix) => file.startsWith(prefix));
  return i === -1 ? 5 : i;
}

/** A union of more than a few string literals, cut to its first few and a count. */
export function shortenUnions(message: string, keep = 4): string {
  return message.replace(/"[^"\n]*"(?: \| (?:"[^"\n]*"|\.\.\. \d+ more \.\.\.))+/g, (union) => {
    const parts = union.split(' | ');
    if (parts.length <= keep + 1) return union;
    const more = parts.slice(keep).reduce((n, part) => n + (/^\.\.\. (\d+) more \.\.\.$/.exec(part) ? Number(/\d+/.exec(part)![0]) : 1), 0);
    return `${parts.slice(0, keep).join(' | ')} | … ${more} more`;
  });
}

export interface FormattedDiagnostic {
  rank: number;
  order: number;
  text: string;
}

let counter = 0;

export function formatDiagnostic(diagnostic: ts.Diagnostic, cwd: string, suggestion: Suggestion | null): FormattedDiagnostic {
  const file = diagnostic.file ? path.relative(cwd, diagnostic.file.fileName) : undefined;
  const at =
    diagnostic.file && diagnostic.start !== undefined
      ? (() => {
          const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
          return `${file}:${line + 1}:${character + 1}`;
        })()
      : (file ?? 'tsconfig.json');
  const message = shortenUnions(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  const code = `TS${diagnostic.code}`;
  let text: string;
  if (suggestion) {
    const lead = suggestion.nearest
      ? `'${suggestion.value}' is not a key allowed here. Did you mean '${suggestion.nearest}'?`
      : `'${suggestion.value}' is not one of the ${suggestion.allowed} keys allowed here.`;
    text = `${at}  ${lead}\n    (${code}: ${message.split('\n').at(-1)!.trim()})`;
  } else {
    text = `${at}  ${code}: ${message.replace(/\n/g, '\n    ')}`;
  }
  return { rank: rankOf(file), order: counter++, text };
}
