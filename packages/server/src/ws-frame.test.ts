import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { wireFrame } from './ws.js';

/** ws's own framing, to compare with (its `Sender` is not in its type declarations). */
const { Sender } = createRequire(import.meta.url)('ws') as {
  Sender: { frame(data: Buffer, options: Record<string, unknown>): Buffer[] };
};

describe('a frame framed once for many sockets (issue 28)', () => {
  it.each([0, 5, 125, 126, 300, 65_535, 65_536, 70_000])('is the bytes ws sends for a %i-byte text', (n) => {
    const text = 'é'.repeat(Math.floor(n / 2)) + 'x'.repeat(n % 2);
    const payload = Buffer.from(text);
    const ws = Sender.frame(payload, { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false });
    const f = wireFrame(text);
    expect(f.text.equals(payload)).toBe(true);
    expect(f.wire.equals(Buffer.concat(ws))).toBe(true);
  });
});
