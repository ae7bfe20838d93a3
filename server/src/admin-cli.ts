import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.ts';
import { openDatabase, openOptionsFromConfig } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { hideDemoStores, lockDemoAccounts } from './db/seed/demo-accounts.ts';
import { AdminAccountError, makeAdmin } from './modules/auth/index.ts';

// The operator's commands, on the same DATABASE_URL / DATA_DIR as the server (config.ts):
//   npm run create-admin -- --email you@example.com [--name "Your Name"]
//   npm run lock-demo-accounts [-- --hide-stores]
// With PGlite only one process may open the data folder: run them while the shop is stopped.
const USAGE = `Usage:
  npm run create-admin -- --email you@example.com [--name "Your Name"]
      Makes an admin account, asking for its password. An existing account is made an admin
      and signs in with that password only: its sessions, linked Google or Facebook and phone
      sign-in end. Pipe the password in to run it without a terminal.
  npm run lock-demo-accounts [-- --hide-stores]
      Suspends the demo shop's accounts so a production shop can start. With --hide-stores it
      also suspends the demo stores, so their pages and products leave the shop.`;

async function main() {
  const { values, positionals } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, 'hide-stores': { type: 'boolean' } },
    allowPositionals: true,
    strict: true,
  });
  const command = positionals[0];
  if (command !== 'create-admin' && command !== 'lock-demo-accounts') throw new AdminAccountError(USAGE);
  if (command === 'create-admin' && !values.email) throw new AdminAccountError(USAGE);

  const config = loadConfig();
  const database = await openDatabase(openOptionsFromConfig(config));
  try {
    await migrateDatabase(database);
    if (command === 'lock-demo-accounts') {
      const locked = await lockDemoAccounts(database.db);
      console.log(
        locked > 0
          ? `Locked ${locked} demo ${locked === 1 ? 'account' : 'accounts'}; the shop starts in production now.`
          : 'No demo account can sign in; nothing to lock.',
      );
      if (values['hide-stores']) {
        const hidden = await hideDemoStores(database.db);
        console.log(
          hidden > 0
            ? `Hid ${hidden} demo ${hidden === 1 ? 'store' : 'stores'} and their products (suspended; an admin may reinstate one).`
            : 'No demo store is shown; nothing to hide.',
        );
      } else {
        console.log(
          'The demo stores and their products stay in the shop; add -- --hide-stores to hide them.',
        );
      }
      console.log(
        'Other demo content (campaigns, quizzes, contests, blog posts, banners, prizes, games) stays; admins remove it in the dashboard.',
      );
      return;
    }
    const made = await makeAdmin({
      db: database.db,
      email: values.email ?? '',
      name: values.name,
      password: askPassword,
    });
    console.log(
      made.created
        ? `Made the admin account ${made.email}; sign in at ${config.publicUrl}/login`
        : `${made.email} is an admin now. It signs in with the password you typed; its sessions, linked Google or Facebook and phone sign-in have ended.`,
    );
  } finally {
    await database.close();
  }
}

/**
 * The admin's password: typed twice without being shown on a terminal, or the first line of
 * standard input when it is piped. Never an argument, which would stay in the shell's history.
 */
async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    throw new AdminAccountError('Send the password on standard input, or run the command in a terminal');
  }
  const first = await hidden('Password for the admin (at least 8 characters): ');
  const again = await hidden('The same password again: ');
  if (first !== again) throw new AdminAccountError('The two passwords differ; nothing was made');
  return first;
}

/** Reads one line from the terminal without echoing it. */
function hidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    process.stdout.write(prompt);
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          return resolve(typed);
        }
        if (ch === '\u0003') process.exit(130);
        typed = ch === '\u007f' || ch === '\b' ? typed.slice(0, -1) : typed + ch;
      }
    };
    stdin.on('data', onData);
  });
}

main().catch((e) => {
  console.error(e instanceof AdminAccountError ? e.message : e);
  process.exit(1);
});
