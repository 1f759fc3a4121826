import { useState, type FormEvent } from 'react';
import { get, put, type Attributes } from '../../api';

/** Whose attributes: a user's or an API user's. */
type AttributesPath = `/api/v1/core/${'users' | 'api-users'}/${string}/attributes`;
import { asApiError, ErrorBox, Loaded, Notice, useLoad } from '../../ui';
import { attributeRows, attributesOf, IDENTIFIER, type AttributeRow } from './drafts';

/**
 * An account's attributes (owner only: …/users/{id}/attributes or …/api-users/{id}/attributes), the
 * values policies' attribute filters read: customer_code = ACME.
 */
export function AttributesEditor({ path, who, heading = true }: { path: AttributesPath; who: string; heading?: boolean }) {
  const state = useLoad(() => get(path), [path]);
  return (
    <section aria-labelledby={heading ? 'attributes-title' : undefined}>
      {heading && <h2 id="attributes-title">Attributes</h2>}
      <p className="hint">Values of {who} that row filters by attribute read, such as customer_code = ACME. Several values: separate them with commas.</p>
      <Loaded state={state} loadingText="Loading attributes…">
        {(d) => <AttributesForm path={path} loaded={d.attributes} />}
      </Loaded>
    </section>
  );
}

function AttributesForm({ path, loaded }: { path: AttributesPath; loaded: Attributes }) {
  const [rows, setRows] = useState<AttributeRow[]>(() => attributeRows(loaded));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const edit = (next: AttributeRow[]) => {
    setRows(next);
    setError(null);
    setNotice(null);
  };
  const setRow = (i: number, patch: Partial<AttributeRow>) => edit(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  async function save(e: FormEvent) {
    e.preventDefault();
    const names = rows.map((r) => r.key.trim());
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice) return setError(`the attribute ${twice} is named twice`);
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const r = await put(path, { attributes: attributesOf(rows) });
      setRows(attributeRows(r.attributes));
      setNotice('Attributes saved.');
    } catch (err) {
      setError(asApiError(err).detail);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save} aria-label="Attributes">
      {rows.length === 0 && <p className="muted">No attributes.</p>}
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place (a name may be edited or repeated).
        <div key={i} className="row attribute-row">
          <label className="field">
            <span>Attribute name</span>
            <input required pattern={IDENTIFIER} maxLength={63} autoComplete="off" value={r.key} onChange={(e) => setRow(i, { key: e.target.value })} />
          </label>
          <label className="field">
            <span>Value</span>
            <input required maxLength={2000} autoComplete="off" value={r.value} onChange={(e) => setRow(i, { value: e.target.value })} />
          </label>
          <button
            type="button"
            className="btn btn-small"
            aria-label={`Remove attribute ${r.key || i + 1}`}
            onClick={() => edit(rows.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      {error && <ErrorBox error={error} />}
      <Notice text={notice} />
      <div className="form-actions">
        <button type="button" className="btn" onClick={() => edit([...rows, { key: '', value: '' }])}>
          Add attribute
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save attributes'}
        </button>
      </div>
    </form>
  );
}
