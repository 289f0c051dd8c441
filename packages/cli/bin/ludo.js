#!/usr/bin/env node
// The `ludo` launcher npm links as a bin. It is checked in (not built) so that it exists, and npm marks it
// executable, at install time, before `tsc -b` has written dist/: a bin pointing into dist/ would be created by tsc
// without the executable bit on a fresh clone, and `npx ludo` would fail with "Permission denied".
import('../dist/bin.js').catch((e) => {
  const missing = e?.code === 'ERR_MODULE_NOT_FOUND';
  process.stderr.write(
    missing ? 'ludo: not built yet, run `npx tsc -b` first\n' : `ludo: cannot start: ${String(e?.message)}\n`,
  );
  process.exitCode = 2;
});
