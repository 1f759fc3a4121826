import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from './api';

/** Loads a resource; `reload` fetches it again. A null loader means "nothing to load yet". */
export function useLoad<T>(loader: (() => Promise<T>) | null, deps: unknown[]) {
  const [state, setState] = useState<{ data?: T; error?: ApiError; loading: boolean }>({ loading: loader !== null });
  const seq = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when the loader changes.
  const load = useCallback(loader ?? (async () => undefined as T), deps);
  const reload = useCallback(async () => {
    const mine = ++seq.current;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    try {
      const data = await load();
      if (mine === seq.current) setState({ data, loading: false });
    } catch (err) {
      if (mine === seq.current) setState({ error: asApiError(err), loading: false });
    }
  }, [load]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload changes exactly when the loader does.
  useEffect(() => {
    if (loader !== null) void reload();
  }, [reload]);
  return { ...state, reload, setData: (data: T) => setState({ data, loading: false }) };
}

/**
 * One action at a time, e.g. a form's submit: `busy` while `work` runs, the error's detail if it fails.
 * On success `busy` stays set: the form is about to go away (closed, navigated from).
 */
export function useSubmit(work: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(e?: FormEvent) {
    e?.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(asApiError(err).detail);
      setBusy(false);
    }
  }
  return { busy, error, setError, submit };
}

export function asApiError(err: unknown): ApiError {
  return err instanceof ApiError ? err : new ApiError(0, err instanceof Error ? err.message : String(err));
}

export function Loading({ what = 'Loading…' }: { what?: string }) {
  return (
    <p className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" /> {what}
    </p>
  );
}

/**
 * A failed request. An expected refusal (a 4xx with its detail, e.g. a file the service does not
 * accept) reads as a plain message led by `refusal`; anything else is "Something went wrong".
 */
export function ErrorBox({ error, onRetry, refusal }: { error: ApiError | string; onRetry?: () => void; refusal?: string }) {
  const detail = typeof error === 'string' ? error : error.detail;
  const refused = refusal !== undefined && typeof error !== 'string' && error.status >= 400 && error.status < 500;
  return (
    <div className="state state-error" role="alert">
      <strong>{refused ? `${refusal}:` : 'Something went wrong:'}</strong> <span className="detail">{detail}</span>
      {onRetry && (
        <button type="button" className="btn btn-small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="state state-empty">{children}</div>;
}

export function Denied({ what }: { what?: string }) {
  return (
    <div className="state state-denied" role="alert" data-testid="permission-denied">
      <h2>Permission denied</h2>
      <p>{what ?? 'Your role does not allow this page.'} Ask your administrator if you need access.</p>
    </div>
  );
}

/** The standard body of a loaded resource: loading, error (403 as permission denied) or the content. */
export function Loaded<T>({
  state,
  children,
  loadingText,
}: {
  state: { data?: T; error?: ApiError; loading: boolean; reload: () => void };
  children: (data: T) => ReactNode;
  loadingText?: string;
}) {
  if (state.error?.status === 403) return <Denied />;
  if (state.error) return <ErrorBox error={state.error} onRetry={state.reload} />;
  if (state.data === undefined) return <Loading what={loadingText} />;
  return <>{children(state.data)}</>;
}

/**
 * A table with a caption for screen readers; `hidden` heads a last column whose name is for screen readers only.
 * A table wider than the screen (a phone is 390 px wide) scrolls inside its own box, never the page.
 */
export function Table({
  caption,
  columns,
  hidden,
  className = 'table',
  children,
}: {
  caption: string;
  columns: string[];
  hidden?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="table-scroll">
      <table className={className}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
            {hidden && (
              <th scope="col">
                <span className="sr-only">{hidden}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A loaded list shown as a Table of its rows, or `empty` when it has none. */
export function LoadedTable<T>({
  state,
  loadingText,
  empty,
  children,
  ...table
}: {
  state: { data?: T[]; error?: ApiError; loading: boolean; reload: () => void };
  loadingText: string;
  empty: ReactNode;
  caption: string;
  columns: string[];
  hidden?: string;
  children: (list: T[]) => ReactNode;
}) {
  return (
    <Loaded state={state} loadingText={loadingText}>
      {(list) => (list.length === 0 ? <Empty>{empty}</Empty> : <Table {...table}>{children(list)}</Table>)}
    </Loaded>
  );
}

/** A one-line outcome message ("User x created."), announced to screen readers. */
export function Notice({ text }: { text: string | null }) {
  return text ? (
    <p className="notice" role="status">
      {text}
    </p>
  ) : null;
}

export function PageHeader({ title, children, subtitle }: { title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1>{title}</h1>
        {subtitle && <p className="subtitle">{subtitle}</p>}
      </div>
      {children && <div className="page-actions">{children}</div>}
    </header>
  );
}

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'accent' | 'good' | 'warn' | 'bad' }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

/**
 * A modal dialog on the native <dialog>: focus moves into it, Escape closes it, the page behind is inert.
 */
export function Dialog({
  title,
  onClose,
  children,
  actions,
  describedBy,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  describedBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="dialog-body">{children}</div>
      <div className="dialog-actions">{actions}</div>
    </dialog>
  );
}

export function CancelButton({ onClick, autoFocus, disabled }: { onClick: () => void; autoFocus?: boolean; disabled?: boolean }) {
  return (
    <button type="button" className="btn" onClick={onClick} autoFocus={autoFocus} disabled={disabled}>
      Cancel
    </button>
  );
}

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-small"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
        } catch {
          // Clipboard refused (e.g. insecure context): select the text instead so it can be copied by hand.
          const el = document.querySelector<HTMLElement>('[data-secret]');
          if (el) window.getSelection()?.selectAllChildren(el);
        }
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2000);
      }}
    >
      {copied ? 'Copied' : label}
    </button>
  );
}

/** A secret shown once (a generated password), with a copy button. */
export function SecretOnce({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <div className="secret" role="status">
      <p>
        <strong>{label}</strong> {note ?? 'It is shown only once: copy it now.'}
      </p>
      <div className="secret-row">
        <code data-secret data-testid="secret">
          {value}
        </code>
        <CopyButton text={value} />
      </div>
    </div>
  );
}

export function Progress({ value, label }: { value: number | null; label: string }) {
  const pct = value === null ? undefined : Math.round(Math.max(0, Math.min(1, value)) * 100);
  return (
    <div className="progress">
      <label>
        <span>
          {label}
          {pct !== undefined && ` — ${pct}%`}
        </span>
        <progress max={100} value={pct} aria-label={label} />
      </label>
    </div>
  );
}

export function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export interface ShownSecret {
  label: string;
  value: string;
}

/**
 * The action a list screen has open (a dialog) and the outcome of the last one: a message, and a
 * generated password shown once. `done` closes the action, shows the outcome and reloads the list.
 */
export function useActionOutcome<A>(reload: () => unknown) {
  const [action, setAction] = useState<A | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string, shown?: ShownSecret) => {
    setAction(null);
    setNotice(message);
    setSecret(shown ?? null);
    void reload();
  };
  return { action, setAction, secret, notice, done };
}
