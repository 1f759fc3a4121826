import type { ModuleRecord } from '../modules/modules.repo.js';
import type { BuildModule } from './build.js';
import { layerChoices } from './layer.js';

/** What a build reads of an imported module: its table, labelled and typed columns, declared joins and the builder's layer choices. */
export function buildInputOf(m: ModuleRecord): BuildModule {
  return {
    module_id: m.id,
    name: m.name,
    synonyms: m.synonyms,
    schema: m.table_schema,
    table: m.table_name,
    columns: m.columns.map((c) => ({
      name: c.name,
      source: c.source,
      label: c.label,
      synonyms: c.synonyms,
      type: c.type,
      value_synonyms: c.value_synonyms,
      // Choosing how a column aggregates makes it a measure, whatever the build would propose.
      role: c.role ?? (c.aggregation !== undefined ? 'measure' : undefined),
    })),
    joins: m.joins ?? [],
    layer: layerChoices(m),
  };
}
