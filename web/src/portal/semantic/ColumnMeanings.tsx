import type { Module } from '../../api';
import { Table } from '../../ui';
import { COLUMN_ROLES, DEFAULT_AGGREGATIONS } from '../../../../src/contracts/columns';
import type { Aggregation, ColumnEdit, LayerColumn, Role } from './edits';
import { aria, FieldMessage, Marker, type Fields } from './fields';
import { AGGREGATION_WORDS, ROLE_HINT } from './words';

type StoredColumn = Module['columns'][number];
type OnEdit = <F extends keyof ColumnEdit>(field: F, value: ColumnEdit[F], loaded: ColumnEdit[F]) => void;

/** Each column: its human label, kind (role) and, for a measure, default aggregation and unit — proposed or set. */
export function ColumnMeanings(props: {
  layer: { columns: LayerColumn[] };
  m: Module;
  edits: Record<string, ColumnEdit>;
  onEdit: (name: string) => OnEdit;
  f: Fields;
  isOwner: boolean;
}) {
  const { layer, m, edits, onEdit, f, isOwner } = props;
  return (
    <Table caption="What each column means" columns={['Column', 'Kind', 'Default aggregation', 'Unit']} className="table meaning-table">
      {layer.columns.map((c) => (
        <ColumnMeaning
          key={c.name}
          c={c}
          stored={m.columns.find((x) => x.name === c.name)}
          edit={edits[c.name] ?? {}}
          onEdit={onEdit(c.name)}
          f={f}
          isOwner={isOwner}
        />
      ))}
    </Table>
  );
}

function ColumnMeaning({
  c,
  stored,
  edit,
  onEdit,
  f,
  isOwner,
}: {
  c: LayerColumn;
  stored?: StoredColumn;
  edit: ColumnEdit;
  onEdit: OnEdit;
  f: Fields;
  isOwner: boolean;
}) {
  const role = (edit.role !== undefined ? edit.role : stored?.role) ?? '';
  const field = (x: keyof ColumnEdit) => `column.${c.name}.${x}`;
  return (
    <tr data-column={c.name}>
      <th scope="row">
        <span className="column-label">{c.label}</span>
        {c.header && c.header !== c.label && <code className="column-header">{c.header}</code>}
      </th>
      <td>
        <div className="with-marker">
          <select
            value={role}
            aria-label={`Kind of ${c.label}`}
            {...aria(f, field('role'))}
            onChange={(e) => onEdit('role', (e.target.value || null) as Role | null, stored?.role ?? null)}
          >
            {/* A non-owner may only hide more (identifier, sensitive); the current choice stays listed. */}
            {(isOwner || role === '') && <option value="">{proposedRole(c, stored)}</option>}
            {COLUMN_ROLES.filter((x) => isOwner || x === 'identifier' || x === 'sensitive' || x === role).map((x) => (
              <option key={x} value={x}>
                {ROLE_HINT[x]}
              </option>
            ))}
          </select>
          <Marker source={c.role_source} />
        </div>
        <FieldMessage f={f} field={field('role')} />
      </td>
      <MeasureCells c={c} stored={stored} edit={edit} onEdit={onEdit} f={f} />
    </tr>
  );
}

/** The kind a column has when none is chosen: the build's proposal, or a measure because its aggregation is set. */
function proposedRole(c: LayerColumn, stored?: StoredColumn): string {
  if (stored?.role) return 'as proposed';
  return c.role_source === 'set' ? `${ROLE_HINT[c.role]} (its aggregation is set)` : `as proposed: ${ROLE_HINT[c.role]}`;
}

/** A measure's default aggregation and unit, with the way back to the proposal; other columns have none. */
function MeasureCells({ c, stored, edit, onEdit, f }: { c: LayerColumn; stored?: StoredColumn; edit: ColumnEdit; onEdit: OnEdit; f: Fields }) {
  if (!c.measure) {
    return (
      <td colSpan={2} className="muted small">
        not a measure
      </td>
    );
  }
  const field = (x: keyof ColumnEdit) => `column.${c.name}.${x}`;
  const aggregation = (edit.aggregation !== undefined ? edit.aggregation : stored?.aggregation) ?? '';
  const unit = edit.unit !== undefined ? (edit.unit ?? '') : c.measure.unit;
  const reset = () => {
    onEdit('aggregation', null, stored?.aggregation ?? null);
    onEdit('unit', null, c.measure!.unit);
  };
  return (
    <>
      <td>
        <div className="with-marker">
          <select
            value={aggregation}
            aria-label={`Default aggregation of ${c.label}`}
            {...aria(f, field('aggregation'))}
            onChange={(e) => onEdit('aggregation', (e.target.value || null) as Aggregation | null, stored?.aggregation ?? null)}
          >
            <option value="">{stored?.aggregation ? 'as proposed' : `as proposed: ${AGGREGATION_WORDS[c.measure.aggregation]}`}</option>
            {DEFAULT_AGGREGATIONS.map((x) => (
              <option key={x} value={x}>
                {AGGREGATION_WORDS[x]}
              </option>
            ))}
          </select>
          <Marker source={c.measure.source} />
        </div>
        <FieldMessage f={f} field={field('aggregation')} />
      </td>
      <td>
        <div className="with-marker">
          <input
            value={unit}
            maxLength={20}
            placeholder={edit.unit === null ? 'as proposed' : 'none'}
            aria-label={`Unit of ${c.label}`}
            {...aria(f, field('unit'))}
            onChange={(e) => onEdit('unit', e.target.value, c.measure!.unit)}
          />
          {c.measure.source === 'set' && edit.unit !== null && (
            <button type="button" className="btn btn-small" aria-label={`Use proposal for ${c.label}: aggregation and unit`} onClick={reset}>
              Use proposal
            </button>
          )}
        </div>
        <FieldMessage f={f} field={field('unit')} />
      </td>
    </>
  );
}
