import WebSocket from 'ws';

/** `count` WebSocket connections to `url`/ws that send nothing (`ws` answers pings itself); tells the parent when open. */
const [url = '', countArg = '1000'] = process.argv.slice(2);
const count = Number(countArg);
const sockets: WebSocket[] = [];
const open = (): Promise<void> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { perMessageDeflate: false });
    sockets.push(ws);
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
for (let i = 0; i < count; i += 500) await Promise.all(Array.from({ length: Math.min(500, count - i) }, open));
process.send?.({ open: sockets.length });
