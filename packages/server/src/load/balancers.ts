import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, writeFileSync } from 'node:fs';
import { Socket } from 'node:net';
import { join } from 'node:path';

/**
 * nginx or HAProxy in front of the nodes of a fault run (load/faults.ts, issue 24 (e)): the README's samples
 * ("Behind a load balancer"), as they are but for plain HTTP on loopback, no TLS, and files in `dir`. Ports of the
 * nodes are fixed: a node restarted during the rolling restart comes back on its own.
 */
export type BalancerKind = 'nginx' | 'haproxy';

export interface Balancer {
  readonly url: string;
  stop(): Promise<void>;
}

const BIN: Record<BalancerKind, string> = { nginx: '/usr/sbin/nginx', haproxy: '/usr/sbin/haproxy' };

function nginxConf(dir: string, port: number, nodes: readonly number[]): string {
  const proxied = `proxy_pass http://ludo; proxy_http_version 1.1;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_503;`;
  return `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/nginx.err warn; worker_processes 1;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream ludo { ${nodes.map((n) => `server 127.0.0.1:${n} max_fails=2 fail_timeout=10s;`).join(' ')} keepalive 32; }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${port};
    location /ws {
      ${proxied}
      proxy_set_header Upgrade $http_upgrade; proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 75s; proxy_send_timeout 75s;
    }
    location / {
      ${proxied}
      proxy_set_header Connection $connection_upgrade;
    }
  }
}
`;
}

function haproxyConf(port: number, nodes: readonly number[]): string {
  return `global
  maxconn 8192
defaults
  mode http
  timeout connect 5s
  timeout client 75s
  timeout server 75s
frontend web
  bind 127.0.0.1:${port}
  default_backend ludo
backend ludo
  option forwardfor
  option httpchk GET /api/ready
  http-check expect status 200
  timeout tunnel 75s
${nodes.map((n, i) => `  server n${i} 127.0.0.1:${n} check inter 2s fall 1 rise 2`).join('\n')}
`;
}

const answers = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const s = new Socket();
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
    s.connect(port, '127.0.0.1');
  });

/** Starts `kind` on `port` in front of the nodes' ports; resolves once it accepts connections. */
export async function startBalancer(
  kind: BalancerKind,
  dir: string,
  port: number,
  nodes: readonly number[],
): Promise<Balancer> {
  const file = join(dir, kind === 'nginx' ? 'nginx.conf' : 'haproxy.cfg');
  writeFileSync(file, kind === 'nginx' ? nginxConf(dir, port, nodes) : haproxyConf(port, nodes));
  const args = kind === 'nginx' ? ['-p', dir, '-c', file] : ['-f', file];
  // Its messages (HAProxy tells every node it marks DOWN or UP) go to a file beside its configuration.
  const log = openSync(join(dir, `${kind}.log`), 'a');
  const child: ChildProcess = spawn(BIN[kind], args, { stdio: ['ignore', 'ignore', log] });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  for (let i = 0; i < 200 && child.exitCode === null; i++) {
    if (await answers(port)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  if (child.exitCode !== null) throw new Error(`${kind} exited (${child.exitCode})`);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
