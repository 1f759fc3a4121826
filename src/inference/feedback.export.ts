/**
 * Rated questions as a question file the quality benchmark reads (src/agent/training/tables.ts
 * readQuestions; the format of /work/shared/tablequestions: TSV with a header, `\n` for a newline,
 * `\p` for a `|`, `\\` for a backslash, several answer items separated by `|`).
 *
 *   id           fb-<correlation id>
 *   utterance    the prompt as the audit entry recorded it
 *   context      specgate:<spec id>[,<spec id>…] (the specs asked, where the benchmark has a table path)
 *   targetValue  the structured answer's values, only where the exposure was full (empty otherwise)
 *   rating       up | down (a "down" row's targetValue is the answer judged wrong: fix it before use)
 *   note         the "what was wrong" note
 *   exposure     the exposure the call was answered at
 *   answer       the answer text, only where the exposure was full
 *
 * The benchmark reads the first four columns and ignores the rest.
 */
import { neutralised } from '../audit/audit.export.js';
import type { RatedQuestion } from './feedback.repo.js';

export const QUESTION_FILE_COLUMNS = ['id', 'utterance', 'context', 'targetValue', 'rating', 'note', 'exposure', 'answer'] as const;

/** One cell in the question file's escapes; no tab or line break survives. */
export function tsvCell(v: unknown, opts: { neutralise?: boolean } = {}): string {
  const text = v === null || v === undefined ? '' : String(v);
  const safe = opts.neutralise ? neutralised(text) : text;
  return safe
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\p')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\t/g, ' ');
}

export function questionFile(rated: RatedQuestion[]): string {
  const lines = [QUESTION_FILE_COLUMNS.join('\t')];
  for (const r of rated) {
    const d = r.details;
    const full = d.exposure === 'full';
    const specIds = Array.isArray(d.spec_ids) ? d.spec_ids.map(String) : [];
    const values = full && Array.isArray(d.answer_values) ? d.answer_values.map((v) => tsvCell(v)).join('|') : '';
    lines.push(
      [
        tsvCell(`fb-${r.correlation_id}`),
        tsvCell(d.prompt, { neutralise: true }),
        tsvCell(`specgate:${specIds.join(',')}`),
        values,
        r.rating,
        tsvCell(r.note, { neutralise: true }),
        tsvCell(d.exposure),
        full ? tsvCell(d.result, { neutralise: true }) : '',
      ].join('\t'),
    );
  }
  return `${lines.join('\n')}\n`;
}
