import { type Cell, type Column, csvOf, heading, shownCell } from './work';

/** The rows the answer was written from, with the spec's labels and units, and a CSV download of exactly them. */
export function ResultTable({ id, columns, rows }: { id: string; columns: Column[]; rows: Cell[][] }) {
  if (rows.length === 0) return <p className="muted small">The query returned no rows.</p>;
  const download = () => {
    const url = URL.createObjectURL(new Blob([csvOf(columns, rows)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `answer-${id}.csv`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="answer-table">
      <div className="table-scroll">
        <table className="table" data-testid="answer-table">
          <caption className="sr-only">The rows the answer was written from</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.type === 'number' ? 'num' : undefined}>
                  {heading(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one answer never change.
              <tr key={i}>
                {r.map((v, j) => (
                  <td key={columns[j]!.key} className={columns[j]!.type === 'number' ? 'num' : undefined} data-value={v === null ? '' : String(v)}>
                    {shownCell(v, columns[j])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="btn btn-small" onClick={download} aria-label={`Download these ${rows.length} rows as CSV`}>
        Download CSV
      </button>
    </div>
  );
}
