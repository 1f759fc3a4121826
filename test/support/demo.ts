import { seedDemo, type DemoSeed } from '../../src/demo/seed.js';
import { Client, uniq, type TestApp } from './app.js';

/** The demo customer by the one seeding path (src/demo/seed.ts), its names unique on a shared database. */
export const seedUniqueDemo = (t: Pick<TestApp, 'db' | 'data'>): Promise<DemoSeed> =>
  seedDemo({ db: t.db, data: t.data }, { customerName: uniq('Demo'), ownerUsername: uniq('demo'), apiUsername: uniq('demo-api') });

/** The demo's owner, signed in to the portal. */
export const signInOwner = (t: TestApp, demo: DemoSeed): Promise<Client> => Client.signIn(t.app, '/auth/core/login', demo.owner.username, demo.owner.password);

/** Two demo customers, each with its owner signed in: one to act as, another whose data must stay out of reach. */
export async function demoAndOther(t: TestApp): Promise<{ demo: DemoSeed; other: DemoSeed; owner: Client; otherOwner: Client }> {
  const demo = await seedUniqueDemo(t);
  const other = await seedUniqueDemo(t);
  return { demo, other, owner: await signInOwner(t, demo), otherOwner: await signInOwner(t, other) };
}
