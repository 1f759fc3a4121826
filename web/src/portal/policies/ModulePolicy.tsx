import { useId } from 'react';
import { IDENTIFIER, type PolicyDraft } from './drafts';
import type { PolicyModule } from './modules';

/**
 * One module's policy: the row filter (a column, and fixed values or the name of a user attribute
 * holding them) and the hidden columns. Fields are labelled within the module's fieldset.
 */
export function ModulePolicy({ module: m, draft, onChange }: { module: PolicyModule; draft: PolicyDraft; onChange: (d: PolicyDraft) => void }) {
  const id = useId();
  const set = (patch: Partial<PolicyDraft>) => onChange({ ...draft, ...patch });
  const columnName = (name: string) => m.columns.find((c) => c.name === name)?.label ?? name;
  return (
    <fieldset className="card flag-group" data-module={m.id}>
      <legend>{m.name}</legend>
      <div className="row">
        <label className="field">
          <span>Row filter column</span>
          <select value={draft.column} onChange={(e) => set({ column: e.target.value })}>
            <option value="">No row filter: every row</option>
            {m.columns.map((c) => (
              <option key={c.name} value={c.name}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        {draft.column && (
          <fieldset className="choices">
            <legend>Rows whose {columnName(draft.column)} is</legend>
            <label className="choice">
              <input type="radio" name={`${id}-mode`} checked={draft.mode === 'values'} onChange={() => set({ mode: 'values' })} />
              <span>One of fixed values</span>
            </label>
            <label className="choice">
              <input type="radio" name={`${id}-mode`} checked={draft.mode === 'attribute'} onChange={() => set({ mode: 'attribute' })} />
              <span>The value of a user attribute</span>
            </label>
          </fieldset>
        )}
        {draft.column && draft.mode === 'values' && (
          <label className="field">
            <span>Values</span>
            <input required value={draft.values} onChange={(e) => set({ values: e.target.value })} aria-describedby={`${id}-hint`} />
          </label>
        )}
        {draft.column && draft.mode === 'attribute' && (
          <label className="field">
            <span>Attribute name</span>
            <input
              required
              pattern={IDENTIFIER}
              maxLength={63}
              autoComplete="off"
              value={draft.attribute}
              onChange={(e) => set({ attribute: e.target.value })}
              aria-describedby={`${id}-hint`}
            />
          </label>
        )}
      </div>
      {draft.column && (
        <p id={`${id}-hint`} className="hint">
          {draft.mode === 'values'
            ? 'Values separated by commas, compared case-insensitively.'
            : 'Such as customer_code: each user reads the rows matching its own attribute; a user without it reads no rows.'}
        </p>
      )}
      <fieldset className="choices column-choices">
        <legend>Hidden columns</legend>
        {m.columns.map((c) => (
          <label key={c.name} className="choice">
            <input
              type="checkbox"
              checked={draft.hidden.includes(c.name)}
              onChange={(e) => set({ hidden: e.target.checked ? [...draft.hidden, c.name] : draft.hidden.filter((x) => x !== c.name) })}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
