import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
const client = await PGlite.create();
const db = {
  executeSql: async (text, values) => {
    if (values && values.length) return client.query(text, values);
    const res = await client.exec(text);
    return res.length === 1 ? res[0] : { rows: res.at(-1)?.rows ?? [], results: res };
  },
};
const boss = new PgBoss({ db, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 });
boss.on('error', (e) => console.error('boss error', e));
let t = Date.now();
await boss.start();
console.log('started in', Date.now() - t);
await boss.createQueue('hk');
await boss.schedule('hk', '* * * * *');
let runs = 0;
await boss.work('hk', { pollingIntervalSeconds: 0.5 }, async (jobs) => { runs++; console.log('hk ran', jobs.length, new Date().toISOString()); });
await boss.createQueue('now');
await boss.work('now', { pollingIntervalSeconds: 0.5 }, async ([job]) => { console.log('now ran', job.data); return { ok: 1 }; });
const id = await boss.send('now', { a: 1 });
await new Promise((r) => setTimeout(r, 4000));
console.log(await boss.getJobById('now', id));
await boss.stop({ graceful: true });
console.log('stopped; runs', runs);
await client.close();
