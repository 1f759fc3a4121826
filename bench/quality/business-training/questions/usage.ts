/**
 * Product usage events (lower-case dotted headers, timestamps with seconds). Events are dated by
 * event.time, 2024-2025: "last year" is 2025, "last quarter" Q4 2025, "last month" December 2025.
 * An event is one use of a feature; duration.sec its length in seconds (a question in minutes or
 * hours also accepts the seconds the column holds); the plan is the workspace's.
 */
import { amt, count, dayAlts, declines, either, growth, growthPct, inOrder, rank, recordOr, topRecord } from '../../business/calc.js';
import { trainingTables, type UsageEvent } from '../data.js';
import {
  type Add,
  bestGroup,
  bestMonth,
  byMonth,
  byQuarter,
  byYear,
  collect,
  compareGroups,
  eachGroup,
  inMonth,
  inQuarter,
  inRange,
  inYear,
  mean,
  sharesBy,
  shareOf,
  total,
  type TrainingQuestion,
  where,
} from './kit.js';

const rows = (): UsageEvent[] => trainingTables().usage.rows;
const seconds = total<UsageEvent>((r) => r.durationSec);
const actions = total<UsageEvent>((r) => r.actions);
const errors = total<UsageEvent>((r) => r.errors);
const avgDuration = mean<UsageEvent>((r) => r.durationSec);
const at = (r: UsageEvent) => r.time;
const y25 = (r: UsageEvent) => inYear(2025)(at(r));
/** A figure asked in hours (or minutes): the converted figure, or the seconds as stored. */
const inUnit = (sec: number, per: number) => either(amt(sec / per), amt(sec));

function figures(add: Add): void {
  const u = rows();
  add('total', "I'd like the total number of actions, thanks", amt(actions(u)));
  add('total', 'total time spent in the product, in hours', inUnit(seconds(u), 3600));
  add('total', 'how many errors have users hit in total?', amt(errors(u)));
  add('total', 'sum of duration.sec', amt(seconds(u)));
  add('trend', 'events per month in 2025', byMonth(u, at, '2025', count));
  add('trend', 'Errors by quarter', byQuarter(u, at, null, errors));
  add('trend', 'average session duration by month last year', byMonth(u, at, '2025', avgDuration));
  add('trend', 'yearly actions', byYear(u, at, actions));
  add(
    'trend',
    'how has API usage trended by quarter in 2025?',
    byQuarter(
      where(u, (r) => r.feature === 'API'),
      at,
      '2025',
      count,
    ),
  );
  add('top_n', '5 most active workspaces (by events)', inOrder(rank(u, 'workspace', count, 5)));
  add('top_n', 'top3 features by total time spent', inOrder(rank(u, 'feature', seconds, 3)));
  add('top_n', 'the 3 most used features in 2025', inOrder(rank(where(u, y25), 'feature', count, 3)));
  add('top_n', 'which 3 workspaces run into the most errors', inOrder(rank(u, 'workspace', errors, 3)));
  add(
    'best_worst',
    'which platform has the most errors per event',
    bestGroup(
      u,
      'platform',
      mean((r) => r.errors),
    ),
  );
  add('best_worst', 'least used feature?', bestGroup(u, 'feature', count, 'asc'));
  add('best_worst', 'busiest month in 2024', bestMonth(u, at, '2024', count));
  add('best_worst', "Which plan's users spend the longest per session?", bestGroup(u, 'plan', avgDuration));
}

function counts(add: Add): void {
  const u = rows();
  const h = (from: string, to: string) => where(u, (r) => inRange(from, to)(at(r)));
  const y = (yr: number) => where(u, (r) => inYear(yr)(at(r)));
  add('count', 'how many evnets', amt(u.length));
  add('count', 'How many workspaces are active?', amt(new Set(u.map((r) => r.workspace)).size));
  add('count', 'how many events had at least one error', amt(where(u, (r) => r.errors > 0).length));
  add('count', 'number of events from iOS', amt(where(u, (r) => r.platform === 'iOS').length));
  add('count', 'how many features do we track', amt(new Set(u.map((r) => r.feature)).size));
  add('compare', 'iOS vs Android events', compareGroups(u, 'platform', ['iOS', 'Android'], count));
  add(
    'compare',
    'Free vs Enterprise: average actions per event',
    compareGroups(
      u,
      'plan',
      ['Free', 'Enterprise'],
      mean((r) => r.actions),
    ),
  );
  add(
    'compare',
    'total duration 2024 vs 2025',
    either(
      byYear(u, at, seconds),
      byYear(u, at, (g) => seconds(g) / 3600),
    ),
  );
  add('compare', 'error count on v5.1 compared with v5.2', compareGroups(u, 'appVersion', ['v5.1', 'v5.2'], errors));
  add('growth', 'event volume growth 2024 to 2025', growth(y(2024).length, y(2025).length));
  add(
    'growth',
    'errors went from H1 2025 to H2 2025: percent change?',
    growthPct(errors(h('2025-01-01', '2025-06-30')), errors(h('2025-07-01', '2025-12-31'))),
  );
  const dash = (yr: number) => where(y(yr), (r) => r.feature === 'Dashboards').length;
  add('growth', 'is Dashboards usage growing? 2024 vs 2025', growth(dash(2024), dash(2025)));
  add('share', 'platform breakdown of events in percent', sharesBy(u, 'platform'));
  add(
    'share',
    'what % of events are on mobile (iOS + Android)',
    shareOf(
      where(u, (r) => r.platform === 'iOS' || r.platform === 'Android'),
      u,
    ),
  );
  add('share', 'what fraction of total usage time does each plan account for?', sharesBy(u, 'plan', seconds));
  const top = rank(u, 'workspace', count, 1)[0]!;
  add(
    'share',
    `what percent of all events come from ${top}?`,
    shareOf(
      where(u, (r) => r.workspace === top),
      u,
    ),
  );
}

function details(add: Add): void {
  const u = rows();
  const ws = rank(u, 'workspace', count, 3)[2]!;
  add('average', 'average duration per event (seconds)', amt(avgDuration(u)));
  add(
    'average',
    'avg actions per event by feature',
    eachGroup(
      u,
      'feature',
      mean((r) => r.actions),
    ),
  );
  add('average', 'average errors per event on Android', amt(mean<UsageEvent>((r) => r.errors)(where(u, (r) => r.platform === 'Android'))));
  add('average', 'mean session length for Reports, in minutes', inUnit(avgDuration(where(u, (r) => r.feature === 'Reports')), 60));
  add(
    'filter_agg',
    'how many Exports events did Enterprise workspaces have in 2025',
    amt(
      where(
        u,
        (r) => r.feature === 'Exports',
        (r) => r.plan === 'Enterprise',
        y25,
      ).length,
    ),
  );
  add(
    'filter_agg',
    'errors on Android last month',
    amt(
      errors(
        where(
          u,
          (r) => r.platform === 'Android',
          (r) => inMonth('2025-12')(at(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    `total actions by ${ws} in Q2 2025`,
    amt(
      actions(
        where(
          u,
          (r) => r.workspace === ws,
          (r) => inQuarter('2025-Q2')(at(r)),
        ),
      ),
    ),
  );
  add(
    'filter_agg',
    'Events on the Desktop app in March 2024?',
    amt(
      where(
        u,
        (r) => r.platform === 'Desktop',
        (r) => inMonth('2024-03')(at(r)),
      ).length,
    ),
  );
  add(
    'filter_agg',
    'average duration of Search events on web in 2024',
    amt(
      avgDuration(
        where(
          u,
          (r) => r.feature === 'Search',
          (r) => r.platform === 'Web',
          (r) => inYear(2024)(at(r)),
        ),
      ),
    ),
  );
  const api = where(
    u,
    (r) => r.feature === 'API',
    (r) => inQuarter('2025-Q4')(at(r)),
  );
  add('filter_agg', 'API calls last quarter', either(amt(api.length), amt(actions(api))));
  add('filter_agg', 'how many events were on version v5.0', amt(where(u, (r) => r.appVersion === 'v5.0').length));
}

function records(add: Add): void {
  const u = rows();
  const [a, b, c, d] = [u[1234]!, u[2222]!, u[456]!, u[2890]!];
  add('lookup', `which workspace triggered ${a.id}`, { oneOf: [a.workspace] });
  add('lookup', `What feature was used in event ${b.id}?`, { oneOf: [b.feature] });
  add('lookup', `how long did event ${c.id} last`, amt(c.durationSec));
  add('lookup', `when did ${d.id} happen?`, { oneOf: dayAlts(d.time) });
  const long = topRecord(u, 'durationSec');
  const busy = topRecord(u, 'actions');
  const dash = topRecord(
    where(u, (r) => r.feature === 'Dashboards', y25),
    'durationSec',
  );
  add('record_rank', 'longest session', recordOr([long.id], long.durationSec));
  add('record_rank', 'Which event had the most actions?', recordOr([busy.id], busy.actions));
  add('record_rank', 'longest Dashboards session in 2025', recordOr([dash.id], dash.durationSec));
  add('missing', "what's our monthly recurring revenue", declines('revenue', 'MRR'));
  add('missing', 'how many individual users are active?', declines('user', 'users'));
  add('missing', 'churn rate by plan', declines('churn'));
  add('describe', 'help, what questions work on product events?', { words: ['Product events'] });
}

export const usageQuestions = (): TrainingQuestion[] => collect('usage', figures, counts, details, records);
