import { type AgentSpec, EXPOSURE_WORDS } from '../../api';
import { Empty } from '../../ui';
import { ExposureBadge } from '../Projects';
import { byProject, scopeExposure } from './scope';

const quoted = (specs: AgentSpec[]) => {
  const names = specs.slice(0, 3).map((s) => `“${s.name}” (project ${s.project.name})`);
  const more = specs.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(names.length === 2 ? ' and ' : ', ');
};

/**
 * Which projects and semantic datasets the agent answers from. With none picked it asks; the
 * exposure each project allows is shown before asking, and when the picked specs have several,
 * the one that applies and the specs that lower it.
 */
export function ScopePicker({ specs, picked, onPick }: { specs: AgentSpec[]; picked: string[]; onPick: (ids: string[]) => void }) {
  if (specs.length === 0) return <Empty>No trained semantic dataset yet. Ask your administrator to build one in a project.</Empty>;
  const on = new Set(picked);
  const toggle = (ids: string[], yes: boolean) => onPick(yes ? [...picked, ...ids.filter((id) => !on.has(id))] : picked.filter((id) => !ids.includes(id)));
  return (
    <>
      {picked.length === 0 && (
        <p className="warning" data-testid="scope-ask">
          <strong>Which project or semantic dataset should the agent answer from?</strong> Pick one below; this browser remembers your choice. Each project’s
          exposure decides how much an answer may reveal.
        </p>
      )}
      <div className="spec-groups">
        {byProject(specs).map((g) => {
          const ids = g.specs.map((s) => s.id);
          const count = ids.filter((id) => on.has(id)).length;
          return (
            <fieldset key={g.project.id} data-project={g.project.id}>
              <legend>
                {g.specs.length > 1 ? (
                  <label className="choice">
                    <input
                      type="checkbox"
                      checked={count === ids.length}
                      ref={(el) => {
                        if (el) el.indeterminate = count > 0 && count < ids.length;
                      }}
                      onChange={(e) => toggle(ids, e.target.checked)}
                    />
                    <span>{g.project.name}</span>
                  </label>
                ) : (
                  g.project.name
                )}{' '}
                <ExposureBadge exposure={g.project.exposure} />
              </legend>
              <p className="hint">{EXPOSURE_WORDS[g.project.exposure].hint}</p>
              {g.specs.map((s) => (
                <label key={s.id} className="choice">
                  <input type="checkbox" checked={on.has(s.id)} onChange={(e) => toggle([s.id], e.target.checked)} />
                  <span>{s.name}</span>
                </label>
              ))}
            </fieldset>
          );
        })}
      </div>
      <ScopeExposureLine specs={specs.filter((s) => on.has(s.id))} onLeaveOut={(ids) => toggle(ids, false)} />
    </>
  );
}

function ScopeExposureLine({ specs, onLeaveOut }: { specs: AgentSpec[]; onLeaveOut: (ids: string[]) => void }) {
  const scope = scopeExposure(specs);
  if (!scope) return null;
  return (
    <p className="scope-exposure" data-testid="scope-exposure" data-exposure={scope.exposure}>
      Answers will be at <strong>{scope.exposure}</strong> exposure: {EXPOSURE_WORDS[scope.exposure].hint}.
      {scope.from && (
        <>
          {' '}
          Lowered from {scope.from} by {quoted(scope.lowering)}: an answer takes the most restrictive exposure of the datasets asked.{' '}
          <button type="button" className="btn btn-small" onClick={() => onLeaveOut(scope.lowering.map((s) => s.id))}>
            Leave {scope.lowering.length === 1 ? 'it' : 'them'} out
          </button>
        </>
      )}
    </p>
  );
}
