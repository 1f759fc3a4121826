/**
 * A call centre's call log (ALL CAPS headers with units: "WAIT (SEC)", "TALK (MIN)"), one row per
 * inbound call of 2024, dated by START TIME: "last month" is December 2024, "last quarter" Q4;
 * quarters and halves without a year are 2024's. Abandoned calls have no agent, talk time or CSAT;
 * CSAT (1-5) is empty on most calls. QUEUE has "billing" beside "Billing" on fourteen calls: one
 * queue.
 */
import { amt, count, dayAlts, declines, either, growth, growthPct, inOrder, is, rank, recordOr, topRecord } from '../../business/calc.js';
import { type Call, trainingTables } from '../data.js';
import {
  type Add,
  bestGroup,
  bestMonth,
  byMonth,
  byQuarter,
  collect,
  compareGroups,
  eachGroup,
  inMonth,
  inQuarter,
  inRange,
  labels,
  mean,
  sharesBy,
  shareOf,
  total,
  type TrainingQuestion,
  where,
} from './kit.js';

const rows = (): Call[] => trainingTables().calls.rows;
const talk = total<Call>((r) => r.talkMin);
const wait = mean<Call>((r) => r.waitSec);
const csat = mean<Call>((r) => r.csat);
const aht = mean<Call>((r) => r.talkMin);
const started = (r: Call) => r.start;
const abandoned = (r: Call) => r.outcome === 'Abandoned';
const q = (name: string) => (r: Call) => is(r.queue, name);
const half = (h: 1 | 2) => (r: Call) => (h === 1 ? inRange('2024-01-01', '2024-06-30') : inRange('2024-07-01', '2024-12-31'))(started(r));

function figures(add: Add): void {
  const c = rows();
  const waitSec = total<Call>((r) => r.waitSec)(c);
  add('total', 'total talk time (minutes)', amt(talk(c)));
  add('total', 'How much time did callers spend waiting in total, in hours?', either(amt(waitSec / 3600), amt(waitSec)));
  add('total', 'sum of talk min for Tech Support', amt(talk(where(c, q('Tech Support')))));
  add('trend', 'calls per month', byMonth(c, started, '2024', count));
  add('trend', 'average wait by month?', byMonth(c, started, '2024', wait));
  add('trend', 'how did customer satisfaction scores move quarter to quarter?', byQuarter(c, started, '2024', csat));
  add('trend', 'abandoned calls per month', byMonth(where(c, abandoned), started, '2024', count));
  add('trend', 'Talk minutes per quarter', byQuarter(c, started, '2024', talk));
  add('top_n', 'which four agents answered the most calls', inOrder(rank(c, 'agent', count, 4)));
  add('top_n', '3 best rated agents by CSAT', inOrder(rank(c, 'agent', csat, 3)));
  add('top_n', 'which two queues take up the most talk time?', inOrder(rank(c, 'queue', talk, 2)));
  add(
    'top_n',
    'which 2 agents escalate the most calls',
    inOrder(
      rank(
        where(c, (r) => r.outcome === 'Escalated'),
        'agent',
        count,
        2,
      ),
    ),
  );
  add('best_worst', 'which queue has the longest wait', bestGroup(c, 'queue', wait));
  add('best_worst', 'Agent with the lowest average CSAT?', bestGroup(c, 'agent', csat, 'asc'));
  add('best_worst', 'busiest month for the call centre', bestMonth(c, started, '2024', count));
  const abandonRate = (g: Call[]) => g.filter(abandoned).length / g.length;
  add('best_worst', 'which language has the highest abandonment rate', bestGroup(c, 'language', abandonRate));
}

function counts(add: Add): void {
  const c = rows();
  const qtr = (n: number) => where(c, (r) => inQuarter(`2024-Q${n}`)(started(r))).length;
  add('count', 'how many calls did we recieve', amt(c.length));
  add('count', 'How many calls were abandoned?', amt(where(c, abandoned).length));
  add('count', 'how many agents took calls', amt(new Set(c.flatMap((r) => (r.agent ? [r.agent] : []))).size));
  add('count', 'no. of transferred calls', amt(where(c, (r) => r.transferred === 'Y').length));
  add('count', 'calls in spanish', amt(where(c, (r) => r.language === 'Spanish').length));
  add('compare', 'Billing vs Tech Support: average talk time', compareGroups(c, 'queue', ['Billing', 'Tech Support'], aht));
  add('compare', 'English vs French average wait', compareGroups(c, 'language', ['English', 'French'], wait));
  add(
    'compare',
    'Q1 vs Q4 call volume',
    labels([
      [['Q1', '2024-Q1', 'Q1 2024'], qtr(1)],
      [['Q4', '2024-Q4', 'Q4 2024'], qtr(4)],
    ]),
  );
  const [a1, a2] = rank(c, 'agent', count, 4).slice(2);
  add('compare', `${a1} vs ${a2}: calls handled`, compareGroups(c, 'agent', [a1!, a2!], count));
  add('growth', 'growth in calls from Q1 to Q4', growth(qtr(1), qtr(4)));
  add(
    'growth',
    '% change in avg wait from January to December',
    growthPct(wait(where(c, (r) => inMonth('2024-01')(started(r)))), wait(where(c, (r) => inMonth('2024-12')(started(r))))),
  );
  add('growth', 'How much did abandoned calls change between H1 and H2?', growth(where(c, abandoned, half(1)).length, where(c, abandoned, half(2)).length));
  add('share', 'abandonment rate', shareOf(where(c, abandoned), c));
  add('share', 'share of calls by queue', sharesBy(c, 'queue'));
  add(
    'share',
    'proportion of calls resolved?',
    shareOf(
      where(c, (r) => r.outcome === 'Resolved'),
      c,
    ),
  );
  add('share', 'how is talk time distributed across languages (percent)', sharesBy(c, 'language', talk));
}

function details(add: Add): void {
  const c = rows();
  const busiest = rank(c, 'agent', count, 1)[0]!;
  add('average', 'average handle time', amt(aht(c)));
  add('average', 'average wait in seconds', amt(wait(c)));
  add('average', 'What is our average CSAT?', amt(csat(c)));
  add('average', 'avg talk time per agent', eachGroup(c, 'agent', aht));
  add(
    'filter_agg',
    'retention calls resolved in Q3',
    amt(
      where(
        c,
        q('Retention'),
        (r) => r.outcome === 'Resolved',
        (r) => inQuarter('2024-Q3')(started(r)),
      ).length,
    ),
  );
  add('filter_agg', 'avg wait for billing calls last month', amt(wait(where(c, q('Billing'), (r) => inMonth('2024-12')(started(r))))));
  add(
    'filter_agg',
    `how many calls did ${busiest} take in March?`,
    amt(
      where(
        c,
        (r) => r.agent === busiest,
        (r) => inMonth('2024-03')(started(r)),
      ).length,
    ),
  );
  add(
    'filter_agg',
    'French tech support calls that got escalated',
    amt(
      where(
        c,
        (r) => r.language === 'French',
        q('Tech Support'),
        (r) => r.outcome === 'Escalated',
      ).length,
    ),
  );
  add('filter_agg', 'abandoned calls that waited more than 5 minutes', amt(where(c, abandoned, (r) => r.waitSec > 300).length));
  add('filter_agg', 'average CSAT for Sales in H2', amt(csat(where(c, q('Sales'), half(2)))));
  add('filter_agg', 'Total talk time on transferred calls?', amt(talk(where(c, (r) => r.transferred === 'Y'))));
}

function records(add: Add): void {
  const c = rows();
  const answered = c.filter((r) => r.agent !== null);
  const [a, b, d, e] = [answered[1500]!, c[2002]!, c[999]!, c[2750]!];
  add('lookup', `who took call ${a.id}`, { oneOf: [a.agent!] });
  add('lookup', `outcome of ${b.id}?`, { oneOf: [b.outcome] });
  add('lookup', `wait time on ${d.id}`, amt(d.waitSec));
  add('lookup', `When did call ${e.id} come in?`, { oneOf: dayAlts(e.start) });
  const long = topRecord(c, 'talkMin');
  const waited = topRecord(c, 'waitSec');
  add('record_rank', 'longest call', recordOr([long.id], long.talkMin!));
  add('record_rank', 'Which caller waited the longest?', recordOr([waited.id], waited.waitSec));
  add('missing', 'average cost per call', declines('cost', 'costs'));
  add('missing', 'top call reasons?', declines('reason', 'reasons'));
  add('missing', "list the callers' phone numbers", declines('phone', 'number', 'numbers'));
  add('describe', 'what is in the call log', { words: ['Call log'] });
}

export const callQuestions = (): TrainingQuestion[] => collect('calls', figures, counts, details, records);
