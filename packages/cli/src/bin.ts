#!/usr/bin/env node
import { processIo } from './io.js';
import { main } from './program.js';

// `ludo moves … | head` closes the pipe early: that is the reader's choice, not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

process.exitCode = await main(process.argv.slice(2), processIo());
