import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createDb, type Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { AppError } from '../errors.js';
import { ensureGlobalAdmin } from '../auth/global-admins.js';
import { customersService } from '../customers/customers.service.js';
import { verifyAllChains, verifyAuditChain } from '../audit/audit.verify.js';

const USAGE = `Usage: npm run admin -- <command> [options]

  customers list
  customers create --name NAME --owner-username USER --owner-password PASS [--tier TIER]
  admins create --username USER --password PASS
  audit verify [--customer ID]      recompute every customer's audit hash chain; exit 1 if one is broken

Uses the same configuration as the service (DATABASE_URL, or the embedded database in DATA_DIR;
AUDIT_CHAIN_KEY for audit verify when the chain is keyed).`;

/** The global admin application from the command line: the same services as /admin/api/v1. */
export async function runAdmin(
  argv: string[],
  deps: { db: Db; tiers: string[]; defaultTier: string; auditChainKey?: string; out: (line: string) => void },
): Promise<number> {
  const [noun, verb, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      tier: { type: 'string' },
      'owner-username': { type: 'string' },
      'owner-password': { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      customer: { type: 'string' },
    },
    strict: true,
  });
  const customers = customersService(deps);
  const need = (key: keyof typeof values) => {
    const v = values[key];
    if (typeof v !== 'string' || v === '') throw new AppError(400, `--${key} is required`);
    return v;
  };

  if (noun === 'customers' && verb === 'list') {
    for (const c of await customers.list()) deps.out(`${c.id}\t${c.name}\t${c.tier}\t${c.owner?.username ?? '-'}`);
    return 0;
  }
  if (noun === 'customers' && verb === 'create') {
    const c = await customers.provision({
      name: need('name'),
      tier: values.tier,
      owner_username: need('owner-username'),
      owner_password: need('owner-password'),
    });
    deps.out(JSON.stringify(c));
    return 0;
  }
  if (noun === 'admins' && verb === 'create') {
    const outcome = await ensureGlobalAdmin(deps.db, need('username'), need('password'));
    deps.out(outcome);
    return outcome === 'taken' ? 1 : 0;
  }
  if (noun === 'audit' && verb === 'verify') {
    const opts = { chainKey: deps.auditChainKey };
    const reports = values.customer ? [await verifyAuditChain(deps.db, values.customer, opts)] : await verifyAllChains(deps.db, opts);
    for (const r of reports) {
      deps.out(`${r.customerId}\t${r.entries} entries\t${r.ok ? 'ok' : 'BROKEN'}`);
      for (const p of r.problems) deps.out(`  ${p}`);
    }
    return reports.every((r) => r.ok) ? 0 : 1;
  }
  deps.out(USAGE);
  return 2;
}

async function main() {
  const config = loadConfig();
  const db = createDb(config);
  try {
    await migrate(db);
    const code = await runAdmin(process.argv.slice(2), {
      db,
      tiers: Object.keys(config.rateLimits),
      defaultTier: config.defaultTier,
      auditChainKey: config.auditChainKey,
      out: (l) => console.log(l),
    });
    process.exitCode = code;
  } catch (err) {
    const detail = err instanceof AppError ? err.detail : err instanceof Error ? err.message : String(err);
    const errors = (err as { errors?: unknown }).errors;
    console.error(`error: ${detail}${errors ? ' ' + JSON.stringify(errors) : ''}`);
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
