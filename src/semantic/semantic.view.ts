import type { Actor } from '../auth/principal.js';
import type { SpecRecord } from './semantic.repo.js';
import { withheldAt } from '../contracts/columns.js';
import type { Exposure } from '../contracts/exposure.js';
import type { SpecColumn, SpecDoc, SpecModule } from '../contracts/spec.js';

export function specSummary(s: SpecRecord) {
  return {
    id: s.id,
    project_id: s.project_id,
    name: s.name,
    status: s.status,
    progress: s.progress,
    error: s.error,
    created_at: s.created_at.toISOString(),
    trained_at: s.trained_at?.toISOString() ?? null,
  };
}

/** Who reads the document, and at which exposure: what it may show follows both (CONTRACT B.7). */
export interface DocReader {
  exposure: Exposure;
  /** The owner or a holder of Create Semantic Dataset: the one who tunes the spec needs its statistics. */
  mayBuild: boolean;
}

export const docReader = (actor: Actor, exposure: Exposure): DocReader => ({
  exposure,
  mayBuild: actor.isOwner || actor.permissions?.can_create_semantic_dataset === true,
});

/** A few values an answer at this exposure could name itself: none of a withheld column, no figure below full. */
function examples(c: SpecColumn, exposure: Exposure): string[] {
  if (withheldAt(c, exposure)) return [];
  return c.stats.top_values
    .map((t) => String(t.value))
    .filter((v) => !/\p{N}/u.test(v))
    .slice(0, 5);
}

function restrictedColumn(c: SpecColumn, exposure: Exposure) {
  const { stats: _stats, index: _index, value_synonyms, ...rest } = c;
  const shown = examples(c, exposure);
  return {
    ...rest,
    ...(shown.length ? { examples: shown } : {}),
    // The builder's value synonyms are keyed by values: only those of columns whose values may show.
    ...(value_synonyms && !withheldAt(c, exposure) ? { value_synonyms } : {}),
  };
}

function restrictedModule(m: SpecModule, exposure: Exposure) {
  // A rollup's size is a count of the data's groups: it goes with the statistics.
  const { row_count: _rows, rollup, columns, ...rest } = m;
  const structure = rollup ? { rollup: { dimensions: rollup.dimensions, ...(rollup.time ? { time: rollup.time } : {}), measures: rollup.measures } } : {};
  return { ...rest, ...structure, columns: columns.map((c) => restrictedColumn(c, exposure)) };
}

/**
 * The spec document as its reader may see it. Statistics (counts, ranges, frequent values, the value
 * index) go only to those who may build specs, and only at full exposure; everyone else gets the
 * structure (modules, columns, roles, labels, joins) with a few example values the exposure allows.
 */
export function visibleDoc(doc: SpecDoc, reader: DocReader): SpecDoc | ReturnType<typeof restrictedDocOf> {
  if (reader.exposure === 'full' && reader.mayBuild) return doc;
  return restrictedDocOf(doc, reader.exposure === 'full' ? 'limited' : reader.exposure);
}

function restrictedDocOf(doc: SpecDoc, exposure: Exposure) {
  return { version: doc.version, modules: doc.modules.map((m) => restrictedModule(m, exposure)), joins: doc.joins, restricted: true as const };
}

export function specView(s: SpecRecord, reader: DocReader) {
  return { ...specSummary(s), spec: s.status === 'trained' && s.spec ? visibleDoc(s.spec, reader) : null };
}
