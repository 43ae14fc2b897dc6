import type { Connection } from 'mongoose';

/** How often each connection pool looks after itself (the MongoDB driver's own is every 100 ms). */
export const POOL_UPKEEP_MS = 2000;

interface Pool {
  options: Readonly<Record<string, unknown>>;
}
interface DriverClient {
  options?: Record<string, unknown>;
  topology?: { s?: { servers?: Map<string, { pool?: Pool }> } };
}

const UPKEEP_OPTION = 'minPoolSizeCheckFrequencyMS';

/**
 * Slows the driver's pool upkeep on an open connection to every `everyMs`. Every 100 ms each pool wakes to keep
 * its minimum size and drop idle connections; we set neither (both 0), so it has nothing to do, and on a
 * 2-core VM those wakes were half an idle catalog service's CPU (bench:scale: 10–11 → 5–6 ms per 2 s
 * refresh). A connection that closes is still dropped when next taken from the pool. The interval is an
 * option the driver keeps internal (`minPoolSizeCheckFrequencyMS`, no public setting), so this sets it on the
 * client (for servers found later) and on each pool already made; with a driver shaped otherwise it changes
 * nothing and answers false (the kit then logs a warning and its test fails; the services work on).
 */
export function slowPoolUpkeep(connection: Connection, everyMs = POOL_UPKEEP_MS): boolean {
  const client = connection.getClient() as unknown as DriverClient;
  const servers = client.topology?.s?.servers;
  if (!client.options || !servers) return false;
  const pools = [...servers.values()].map((server) => server.pool);
  if (!pools.every((pool) => typeof pool?.options[UPKEEP_OPTION] === 'number')) return false;
  client.options[UPKEEP_OPTION] = everyMs;
  for (const pool of pools as Pool[])
    pool.options = Object.freeze({ ...pool.options, [UPKEEP_OPTION]: everyMs });
  return true;
}
