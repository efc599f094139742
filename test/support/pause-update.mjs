// Preloaded into the CLI (NODE_OPTIONS=--import) by a test that changes the output during a build:
// the build is held until the test says go, either at the start of its update in place, once it has
// checked the output and before it changes anything (its stamp without fingerprint about to be renamed
// in; DEVCENTER_TEST_PAUSE_AT=update, the default), or as it copies the first file of static/ into
// its staging folder, the output checked and nothing rendered yet (DEVCENTER_TEST_PAUSE_AT=staging),
// or as it reads a folder (below).
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const { DEVCENTER_TEST_PAUSED: paused, DEVCENTER_TEST_GO: go, DEVCENTER_TEST_PAUSE_AT: at = 'update' } = process.env;
let held = false;
const hold = () => {
  held = true;
  fs.writeFileSync(paused, '');
  const sleep = new Int32Array(new SharedArrayBuffer(4));
  while (!fs.existsSync(go)) Atomics.wait(sleep, 0, 0, 20);
};
const renameSync = fs.renameSync;
fs.renameSync = function (from, to) {
  if (paused && go && !held && at === 'update' && String(from).endsWith('.devcenter-build.json.next') && fs.readFileSync(from, 'utf8').includes('"fingerprint":""')) hold();
  return renameSync.call(this, from, to);
};
// DEVCENTER_TEST_PAUSE_AT=readdir: held once the folder DEVCENTER_TEST_PAUSE_DIR has been read.
const readdirSync = fs.readdirSync;
fs.readdirSync = function (folder, ...rest) {
  const entries = readdirSync.call(this, folder, ...rest);
  if (paused && go && !held && at === 'readdir' && String(folder) === process.env.DEVCENTER_TEST_PAUSE_DIR) hold();
  return entries;
};
const copyFileSync = fs.copyFileSync;
fs.copyFileSync = function (from, to, ...rest) {
  if (paused && go && !held && at === 'staging' && /\.tmp-\d+-\d+\//.test(String(to))) hold();
  return copyFileSync.call(this, from, to, ...rest);
};
syncBuiltinESMExports();
