// Realtime Database stand-in for the local stack. Google's database emulator
// needs Java 21 and a jar download, neither available here, so the npm package
// firebase-server serves the websocket protocol the SDKs speak. It serves no
// long-polling (`/.lp` answers 404), so the web client forces websockets
// (web/src/lib/firebase.ts), as it does in production.
//
// Usage: node scripts/rtdb-server.cjs [port] [namespace]
'use strict';

const FirebaseServer = require('firebase-server');

const port = Number(process.argv[2] || process.env.RTDB_PORT || 9000);
const namespace = process.argv[3] || process.env.RTDB_NAMESPACE || 'demo-listkeep';
const address = '127.0.0.1';

const server = new FirebaseServer({ port, address, rest: true }, namespace);

// firebase-admin talks to an emulator with the literal credential "owner".
// Setting the property (not setAuthSecret(), and not the CLI's -s flag) makes
// that credential admin while the unsigned tokens of web clients signed in to
// the Auth emulator are still decoded instead of rejected.
// No rules file is loaded: firebase-server would then treat admin as anonymous.
// The package's types call the property private, hence Object.assign.
Object.assign(server, { authSecret: 'owner' });

console.log(`rtdb: firebase-server listening on ${address}:${port} (namespace ${namespace})`);

// close() waits for every open websocket to go away, which a connected browser
// never does; the process holds no state worth flushing, so just exit.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log(`rtdb: ${signal}, exiting`);
    process.exit(0);
  });
}
