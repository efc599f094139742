// Preloaded into the CLI (NODE_OPTIONS=--import) by a test that changes the output while a rebuild
// updates it: the update is held at its start, once it has checked the output and before it changes
// anything (its stamp without fingerprint about to be renamed in), until the test says go.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const { DEVCENTER_TEST_PAUSED: paused, DEVCENTER_TEST_GO: go } = process.env;
const renameSync = fs.renameSync;
fs.renameSync = function (from, to) {
  if (paused && go && String(from).endsWith('.devcenter-build.json.next') && fs.readFileSync(from, 'utf8').includes('"fingerprint":""')) {
    fs.writeFileSync(paused, '');
    const sleep = new Int32Array(new SharedArrayBuffer(4));
    while (!fs.existsSync(go)) Atomics.wait(sleep, 0, 0, 20);
  }
  return renameSync.call(this, from, to);
};
syncBuiltinESMExports();
