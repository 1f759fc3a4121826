import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { del, get, post, type BuildProgress, type SpecSummary } from '../api';
import { asApiError, Badge, CopyButton, Empty, ErrorBox, formatDate, Loaded, Notice, PageHeader, Progress, useLoad } from '../ui';
import { can, useSession } from './session';
import { Confirm } from './Users';
import { ExposureBadge } from './Projects';
import { VerifiedQuestions } from './VerifiedQuestions';

export function progressFraction(p: BuildProgress | null | undefined): number | null {
  if (!p) return null;
  if (p.columns_total) return (p.columns_done ?? 0) / p.columns_total;
  if (p.modules_total) return (p.modules_done ?? 0) / p.modules_total;
  return null;
}

const BUILD_STARTED = 'Semantic dataset build started: its progress shows on its card below.';

/** How long a build took, in words: "4 s", "2 min 5 s". */
export function buildDuration(startedIso: string, endedIso: string): string | null {
  const ms = Date.parse(endedIso) - Date.parse(startedIso);
  if (!Number.isFinite(ms) || ms < 0) return null;
  const s = Math.max(1, Math.round(ms / 1000));
  // No-break spaces: a card never splits "1 s" over two lines.
  return s < 60 ? `${s}\u00a0s` : `${Math.floor(s / 60)}\u00a0min${s % 60 ? ` ${s % 60}\u00a0s` : ''}`;
}

export function ProjectTree() {
  const { id } = useParams();
  const { me } = useSession();
  const tree = useLoad(() => get(`/api/v1/projects/${id}/tree`), [id]);
  const [building, setBuilding] = useState(false);
  const [deleting, setDeleting] = useState<SpecSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const specs = tree.data?.specs ?? [];
  const inFlight = specs.filter((s) => s.status === 'building');
  // A build in progress: follow its progress until it is trained or has failed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per run of builds, not one per reload.
  useEffect(() => {
    if (inFlight.length === 0) return;
    const t = window.setInterval(() => void tree.reload(), 800);
    return () => window.clearInterval(t);
  }, [inFlight.length]);

  async function build() {
    setBuilding(true);
    setError(null);
    try {
      await post(`/api/v1/projects/${id}/semantic/build`, {});
      setNotice(BUILD_STARTED);
      await tree.reload();
    } catch (err) {
      setError(asApiError(err).detail);
    } finally {
      setBuilding(false);
    }
  }

  const trained = specs.filter((s) => s.status === 'trained');
  // The newest trained spec is marked: builds of the same modules share a name.
  const newest = trained.reduce<SpecSummary | null>((a, s) => (a === null || Date.parse(s.created_at) > Date.parse(a.created_at) ? s : a), null);
  return (
    <Loaded state={tree} loadingText="Loading project tree…">
      {(t) => (
        <>
          <PageHeader
            title={t.project.name}
            subtitle={
              <>
                Project · exposure <ExposureBadge exposure={t.project.exposure} />
              </>
            }
          >
            <Link className="btn" to="/projects">
              All projects
            </Link>
            {can(me, 'can_access_agent') && trained.length > 0 && (
              <Link className="btn" to={`/agent?${trained.map((s) => `spec=${encodeURIComponent(s.id)}`).join('&')}`}>
                Ask the agent
              </Link>
            )}
            {can(me, 'can_create_semantic_dataset') && (
              <button type="button" className="btn btn-primary" onClick={() => void build()} disabled={building || t.modules.length === 0}>
                {building ? 'Starting build…' : 'Build semantic dataset'}
              </button>
            )}
          </PageHeader>
          {error && <ErrorBox error={error} />}
          {/* Once no build is in flight its card says how it ended: the "started" notice no longer holds. */}
          <Notice text={notice === BUILD_STARTED && inFlight.length === 0 ? null : notice} />
          <div className="tree" role="tree" aria-label={`Tree of project ${t.project.name}`}>
            <div role="treeitem" aria-expanded="true" aria-selected="false" className="tree-root">
              <span className="tree-label">
                <span className="tree-icon" aria-hidden="true">
                  ▣
                </span>
                {t.project.name}
              </span>
              <div role="group" className="tree-children">
                <div role="treeitem" aria-expanded="true" aria-selected="false">
                  <span className="tree-label">Modules ({t.modules.length})</span>
                  <div role="group" className="tree-children">
                    {t.modules.length === 0 && <Empty>This project has no module yet.</Empty>}
                    {t.modules.map((m) => (
                      <div key={m.id} role="treeitem" aria-selected="false" className="tree-leaf" data-module={m.name}>
                        <span className="tree-label">
                          <span className="tree-icon" aria-hidden="true">
                            ▤
                          </span>
                          {m.name}
                          <span className="muted">
                            {' '}
                            · {m.row_count ?? 0} rows{m.columns ? ` · ${m.columns.length} columns` : ''}
                          </span>
                        </span>
                      </div>
                    ))}
                  </div>
                </div>
                <div role="treeitem" aria-expanded="true" aria-selected="false">
                  <span className="tree-label">Semantic datasets ({specs.length})</span>
                  <div role="group" className="tree-children spec-cards">
                    {specs.length === 0 && (
                      <Empty>No semantic dataset yet.{can(me, 'can_create_semantic_dataset') ? ' Build one from the modules above.' : ''}</Empty>
                    )}
                    {specs.map((s) => (
                      <SpecCard key={s.id} spec={s} newest={trained.length > 1 && s.id === newest?.id} onDelete={() => setDeleting(s)} />
                    ))}
                  </div>
                </div>
              </div>
            </div>
          </div>
          <VerifiedQuestions projectId={t.project.id} specsKey={trained.map((s) => s.id).join(',')} />
          {deleting && (
            <Confirm
              title={`Delete semantic dataset ${deleting.name}?`}
              text="Applications and agent users using this spec id will no longer be able to ask about it. This cannot be undone."
              confirm="Delete semantic dataset"
              danger
              onClose={() => setDeleting(null)}
              run={async () => {
                await del(`/api/v1/projects/${t.project.id}/semantic/specs/${deleting.id}`);
                setNotice(`Semantic dataset ${deleting.name} deleted.`);
                setDeleting(null);
                await tree.reload();
              }}
            />
          )}
        </>
      )}
    </Loaded>
  );
}

function SpecCard({ spec, newest, onDelete }: { spec: SpecSummary; newest: boolean; onDelete: () => void }) {
  const { me } = useSession();
  const fraction = progressFraction(spec.progress);
  const took = spec.trained_at ? buildDuration(spec.created_at, spec.trained_at) : null;
  return (
    <article role="treeitem" aria-selected="false" className="card spec-card" data-spec={spec.name} aria-label={`Semantic dataset ${spec.name}`}>
      <header>
        <h3>{spec.name}</h3>
        {newest && <Badge tone="accent">newest</Badge>}
        {spec.status === 'trained' ? (
          <Badge tone="good">trained</Badge>
        ) : spec.status === 'failed' ? (
          <Badge tone="bad">failed</Badge>
        ) : (
          <Badge tone="accent">{spec.status}</Badge>
        )}
      </header>
      <p className="spec-id">
        Spec id <code>{spec.id}</code> <CopyButton text={spec.id} label="Copy id" />
      </p>
      {spec.status === 'building' && <Progress value={fraction} label={`Building${spec.progress?.step ? ` (${spec.progress.step})` : ''}`} />}
      {spec.status === 'failed' && spec.error && <ErrorBox error={spec.error} />}
      <p className="muted">{spec.trained_at ? `Built ${formatDate(spec.trained_at)}${took ? ` in ${took}` : ''}` : `Started ${formatDate(spec.created_at)}`}</p>
      <div className="card-actions">
        {can(me, 'can_access_agent') && spec.status === 'trained' && (
          <Link className="btn btn-small btn-primary" to={`/agent?spec=${encodeURIComponent(spec.id)}`} aria-label={`Open the agent on ${spec.name}`}>
            Open agent
          </Link>
        )}
        {can(me, 'can_delete_semantic_dataset') && (
          <button type="button" className="btn btn-small btn-danger" onClick={onDelete} aria-label={`Delete semantic dataset ${spec.name}`}>
            Delete
          </button>
        )}
      </div>
    </article>
  );
}
