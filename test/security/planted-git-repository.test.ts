// The build asks git when each content file last changed (cli/content/git-dates.ts). content/ is the
// site's own files, and a pull request could make it a bare repository of its own (HEAD, config,
// objects/ committed there) whose config runs a committed script when git shows a log's signatures.
// The build must take no such repository, and run nothing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, TMP } from '../support/cli.ts';

const SCRIPT = (dir: string, ran: string) => `set -e
cd ${JSON.stringify(dir)}
git init -q -b main bare && cd bare && echo hi > f && git add f && git -c user.email=a@b -c user.name=a commit -qm x
tree=$(git rev-parse 'HEAD^{tree}')
printf 'tree %s\\nauthor a <a@b> 1700000000 +0000\\ncommitter a <a@b> 1700000000 +0000\\ngpgsig -----BEGIN PGP SIGNATURE-----\\n AAAA\\n -----END PGP SIGNATURE-----\\n\\nsigned\\n' "$tree" > ../commit.txt
git update-ref refs/heads/main "$(git hash-object -t commit -w ../commit.txt)"
cd .. && mkdir site && cp -r bare/.git site/content && cd site/content && rm -rf hooks logs index description info COMMIT_EDITMSG
mkdir docs && echo '# Intro' > docs/intro.md
printf '#!/bin/sh\\necho ran > ${ran}\\nexit 1\\n' > evil.sh && chmod +x evil.sh
printf '[core]\\n\\tbare = true\\n[log]\\n\\tshowSignature = true\\n[gpg]\\n\\tprogram = ./evil.sh\\n' > config
cd .. && git init -q -b main . && git add -A && git -c user.email=a@b -c user.name=a commit -qm site
cd .. && git clone -q site clone
`;

describe('a git repository planted in content/', () => {
  it('is not taken by the build: the script its config names does not run', async () => {
    const dir = path.join(TMP, 'planted-git-repository');
    const ran = path.join(dir, 'ran.txt');
    await rm(dir, { recursive: true, force: true });
    execFileSync('mkdir', ['-p', dir]);
    execFileSync('bash', ['-c', SCRIPT(dir, ran)]);
    // The clone is what a CI job checks out: content/ holds HEAD, config, objects/ and the script.
    expect(existsSync(path.join(dir, 'clone', 'content', 'config'))).toBe(true);
    const result = await runCli(['build', path.join(dir, 'clone'), '--out', path.join(dir, 'out')]);
    expect(result.code).toBe(0);
    expect(existsSync(ran)).toBe(false);
  });
});
