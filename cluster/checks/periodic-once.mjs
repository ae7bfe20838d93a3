import assert from 'node:assert/strict';

// Both instances schedule the shop's periodic jobs; each period's run happens once in all. The
// heartbeat job runs every minute, so this check waits (at most about two minutes) until a few
// of its periods have been run, then looks at every run the job system recorded.
export const name = 'a periodic job runs once per period across the instances';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function run(cluster) {
  const runs = async () =>
    (
      await cluster.db.query(
        `select date_trunc('minute', created_on) as period, count(*)::int as n,
                count(*) filter (where state = 'completed')::int as done
         from pgboss.job where name = 'heartbeat' group by 1 order by 1`,
      )
    ).rows;
  let seen = await runs();
  for (let i = 0; i < 150 && seen.filter((r) => r.done > 0).length < 1; i++) {
    await sleep(1000);
    seen = await runs();
  }
  assert.ok(
    seen.some((r) => r.done > 0),
    `no heartbeat ran in the cluster's first minutes: ${JSON.stringify(seen)}`,
  );
  for (const r of seen) assert.equal(r.n, 1, `the period ${r.period.toISOString()} ran ${r.n} times`);
}
