// Debian's nginx running the SAMPLE deployment (docs/deploy/nginx) on loopback: the sample's files are copied with
// only ports, paths and certificate files replaced (each replacement must match, so a changed sample fails loudly
// here instead of being tested in a private copy), the built apps laid out under /srv/vvq/www as the sample says.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:https';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';
import { ManagedServer, freePort } from './servers.mjs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const STUDY_HOST = 'study.example.org';
export const ADMIN_HOST = 'admin.study.example.org';

export const hasNginx = existsSync(NGINX_PATH);

const sampleDir = join(repoRoot, 'docs', 'deploy');

/** Replaces `from` by `to` and insists it occurred exactly `count` times (or at least once when count is 'some'). */
function substitute(text, from, to, count = 1) {
  const found = text.split(from).length - 1;
  if (count === 'some' ? found === 0 : found !== count) {
    throw new Error(
      `the nginx sample changed: expected ${count} × "${from}", found ${found} (update e2e/support/nginx.mjs)`,
    );
  }
  return text.split(from).join(to);
}

/** A self-signed certificate for both host names (the browser context ignores certificate errors). */
function makeCertificate(dir) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${STUDY_HOST}`,
      '-addext',
      `subjectAltName=DNS:${STUDY_HOST},DNS:${ADMIN_HOST}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore', timeout: 30_000, killSignal: 'SIGKILL' },
  );
  return { cert, key };
}

/** The sample's site file and snippet with the test's ports and paths. */
function templatedSample({ www, apiPort, httpPort, httpsPort, cert, key }) {
  let site = readFileSync(join(sampleDir, 'nginx', 'sites-available', 'vvq.conf'), 'utf8');
  site = substitute(site, 'server 127.0.0.1:3000;', `server 127.0.0.1:${apiPort};`);
  site = substitute(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  site = substitute(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`, 2);
  site = substitute(
    site,
    'return 301 https://$host$request_uri;',
    `return 301 https://$host:${httpsPort}$request_uri;`,
  );
  for (const host of [STUDY_HOST, ADMIN_HOST]) {
    site = substitute(site, `/etc/letsencrypt/live/${host}/fullchain.pem;`, `${cert};`);
    site = substitute(site, `/etc/letsencrypt/live/${host}/privkey.pem;`, `${key};`);
  }
  site = substitute(site, '/srv/vvq/www/', `${www}/`, 'some');
  const snippet = substitute(
    readFileSync(join(sampleDir, 'nginx', 'snippets', 'vvq-site.conf'), 'utf8'),
    '/srv/vvq/www',
    www,
    'some',
  );
  return { site, snippet };
}

/** The server-wide part Debian's /etc/nginx/nginx.conf provides, pointed at the test's folder. */
function mainConfig(dir) {
  const temp = (name) => join(dir, 'temp', name);
  return `daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  ssl_protocols TLSv1.2 TLSv1.3;
  gzip on;
  access_log ${join(dir, 'access.log')};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include sites-enabled/vvq.conf;
}
`;
}

/** The nginx master and its workers (children of the master), from Linux's /proc. */
function nginxPids(masterPid) {
  const parentOf = (pid) => {
    try {
      return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    } catch {
      return null;
    }
  };
  const workers = readdirSync('/proc').filter((name) => /^\d+$/.test(name) && parentOf(name) === masterPid);
  return [String(masterPid), ...workers];
}

/** ESTABLISHED TCP connections that nginx's processes hold to 127.0.0.1:`port` (/proc/net/tcp, socket inodes). */
function openConnections(masterPid, port) {
  const inodes = new Set();
  for (const pid of nginxPids(masterPid)) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodes.add(match[1]);
      }
    } catch {
      // the process ended meanwhile
    }
  }
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[2]?.endsWith(hexPort) && f[3] === '01' && inodes.has(f[9])).length;
}

/** Copies the built apps where the sample expects them, and the sample's two config.json files. */
function layOutWww(www) {
  cpSync(join(repoRoot, 'shell', 'dist'), join(www, 'shell'), { recursive: true });
  cpSync(join(repoRoot, 'participant-app', 'dist'), join(www, 'remotes', 'participant'), { recursive: true });
  cpSync(join(repoRoot, 'admin-app', 'dist'), join(www, 'remotes', 'admin'), { recursive: true });
  for (const name of ['study.config.json', 'admin.config.json']) {
    cpSync(join(sampleDir, 'config', name), join(www, 'config', name));
  }
}

/**
 * Starts nginx with the sample in front of the API on `apiPort`. Returns the public and admin base URLs (https, the
 * real host names: the browser maps them to 127.0.0.1), `www` (the served folder, to move a remote), `get()` for
 * raw requests and `stop()`.
 */
export async function startNginxDeployment({ apiPort }) {
  const dir = mkdtempSync(join(tmpdir(), 'vvq-nginx-'));
  // nginx's workers run as an unprivileged user when the tests run as root: they must be able to read the folder.
  chmodSync(dir, 0o755);
  const www = join(dir, 'www');
  const conf = join(dir, 'conf');
  for (const sub of ['temp', join('conf', 'snippets'), join('conf', 'sites-enabled')])
    mkdirSync(join(dir, sub), { recursive: true });
  layOutWww(www);
  const ports = { http: await freePort(), https: await freePort() };
  const { cert, key } = makeCertificate(dir);
  const { site, snippet } = templatedSample({
    www,
    apiPort,
    httpPort: ports.http,
    httpsPort: ports.https,
    cert,
    key,
  });
  writeFileSync(join(conf, 'sites-enabled', 'vvq.conf'), site);
  writeFileSync(join(conf, 'snippets', 'vvq-site.conf'), snippet);
  writeFileSync(join(conf, 'nginx.conf'), mainConfig(dir));

  const args = ['-p', dir, '-c', join(conf, 'nginx.conf'), '-e', join(dir, 'error.log')];
  // Synchronous calls: jest's timeout cannot interrupt them, so each child has its own limit.
  const check = spawnSync(NGINX_PATH, [...args, '-t'], {
    encoding: 'utf8',
    timeout: 30_000,
    killSignal: 'SIGKILL',
  });
  if (check.status !== 0) throw new Error(`nginx -t refused the sample:\n${check.stderr}`);
  const server = new ManagedServer(
    'nginx',
    { command: NGINX_PATH, args },
    { url: `http://127.0.0.1:${ports.http}/` },
  );
  const deployment = {
    ports,
    www,
    study: `https://${STUDY_HOST}:${ports.https}`,
    admin: `https://${ADMIN_HOST}:${ports.https}`,
    /** Chromium switches that send both host names to this nginx. */
    browserArgs: [`--host-resolver-rules=MAP ${STUDY_HOST} 127.0.0.1, MAP ${ADMIN_HOST} 127.0.0.1`],
    /** Upstream connections nginx keeps open to `port` (the API): >0 after requests only with keepalive working. */
    openConnectionsTo: (port) => openConnections(server.child.pid, port),
    errorLog: () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''),
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await waitUntilAnswering(deployment, server);
  } catch (error) {
    await deployment.stop();
    throw error;
  }
  return deployment;
}

/** Ready once the plain-HTTP server answers (its 301; fetch would follow it to the self-signed HTTPS side). */
async function waitUntilAnswering(deployment, server, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exited)
      throw new Error(
        `nginx exited (${JSON.stringify(server.exited)}):\n${server.log()}\n${deployment.errorLog()}`,
      );
    try {
      await rawRequest(deployment, STUDY_HOST, '/', { https: false });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`nginx did not answer on port ${deployment.ports.http}:\n${deployment.errorLog()}`);
}

/**
 * One request to the deployment by host name, straight to loopback (no DNS): `{ status, headers, rawHeaders, body }`
 * with the body as received (still gzip-compressed if the server compressed it). `https: false` uses plain HTTP.
 */
export function rawRequest(
  deployment,
  host,
  path,
  { method = 'GET', headers = {}, body, https = true } = {},
) {
  const port = https ? deployment.ports.https : deployment.ports.http;
  const send = https ? request : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        servername: host,
        rejectUnauthorized: false,
        headers: { Host: `${host}:${port}`, ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            rawHeaders: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
