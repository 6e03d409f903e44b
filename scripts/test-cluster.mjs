// npm run test:cluster: three API processes on one PostgreSQL database and one Redis, behind
// nginx (round robin), as docs/operations.md deploys them; then proves what must hold across
// replicas (issue 12). Installs nginx from Debian when it is missing, as .ci/run does Chromium.
// Needs PostgreSQL (CLUSTER_DATABASE_URL or TEST_DATABASE_URL's server, else 127.0.0.1:5432)
// and Redis (CLUSTER_REDIS_URL, else redis://127.0.0.1:6379).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildIfStale, root } from './lib.mjs';

const REPLICAS = 3;
const BUYERS = 50;
const READS_PER_MINUTE = 60;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

const children = [];
const work = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
const serverUrl = new URL(
  process.env.CLUSTER_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres',
);
const dbName = `shop_cluster_${Date.now()}_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
// A Redis database of its own, so counters never meet another run's.
const redisBase = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUrl = `${redisBase.replace(/\/\d*$/, '')}/${1 + (process.pid % 15)}`;

let failures = 0;
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures += 1;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function ensureNginx() {
  if (NGINX) return NGINX;
  console.log('Installing nginx (Debian)...');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync('/usr/sbin/nginx')) throw new Error('nginx could not be installed');
  return '/usr/sbin/nginx';
}

/** One HTTP call; `from` is the loopback address it comes from (each shopper has their own). */
function call(port, method, path, { body, token, from = '127.0.0.1', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode, headers: res.headers, json, text });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

function startReplica(index, port, env) {
  const log = join(work, `replica-${index}.log`);
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const flush = () => writeFileSync(log, output);
  children.push({ child, flush, name: `replica ${index}` });
  return { port, log: () => output, flush };
}

async function waitReady(port, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await call(port, 'GET', '/api/ready');
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s (logs in ${work})`);
}

async function stopAll() {
  for (const { child, flush } of children.reverse()) {
    flush?.();
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => (child.kill('SIGKILL'), resolve()), 15_000);
        child.once('exit', () => (clearTimeout(timer), resolve()));
      });
    }
  }
}

async function main() {
  const nginx = ensureNginx();
  await buildIfStale();
  await admin(`CREATE DATABASE ${dbName}`);

  const ports = await Promise.all(Array.from({ length: REPLICAS }, freePort));
  const proxyPort = await freePort();
  const env = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
    REDIS_URL: redisUrl,
    DATA_DIR: join(work, 'data'),
    // nginx on loopback is the only proxy whose X-Forwarded-For counts.
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_READS_PER_MINUTE: String(READS_PER_MINUTE),
    UNPAID_ORDER_SWEEP_SECONDS: '1',
    HOUSEKEEPING_INTERVAL_MINUTES: '0.02',
    OTP_SEND_LIMIT_PER_IP: '1000',
  };

  // The first replica migrates and seeds the empty database; the others find it ready.
  const replicas = [startReplica(1, ports[0], env)];
  await waitReady(ports[0], 'replica 1');
  for (let i = 1; i < REPLICAS; i++) replicas.push(startReplica(i + 1, ports[i], env));
  await Promise.all(replicas.map((r, i) => waitReady(r.port, `replica ${i + 1}`)));
  const startedAt = Date.now();

  const conf = join(work, 'nginx.conf');
  mkdirSync(join(work, 'nginx'), { recursive: true });
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/nginx/body;
  proxy_temp_path ${work}/nginx/proxy;
  fastcgi_temp_path ${work}/nginx/fastcgi;
  uwsgi_temp_path ${work}/nginx/uwsgi;
  scgi_temp_path ${work}/nginx/scgi;
  upstream shop {
${ports.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  const proxy = spawn(nginx, ['-p', work, '-c', conf, '-e', `${work}/nginx-error.log`], {
    stdio: 'inherit',
  });
  children.push({ child: proxy, name: 'nginx' });
  await waitReady(proxyPort, 'nginx');

  // --- 50 buyers of the last unit, spread over the replicas ---
  const catalogue = await call(proxyPort, 'GET', '/api/products?limit=12', { from: '127.0.3.2' });
  const [lastUnit, fresh] = catalogue.json.data.products;
  const db = new pg.Client({ connectionString: databaseUrl });
  // Dropping the database at the end ends this connection too.
  db.on('error', () => undefined);
  await db.connect();
  const variantOf = async (productId) =>
    (
      await db.query('select id, size from variants where product_id = $1 order by id limit 1', [
        productId,
      ])
    ).rows[0];
  const { id: lastVariant, size: lastSize } = await variantOf(lastUnit._id);
  await db.query(
    'update variants set stock = case when id = $1 then 1 else 0 end where product_id = $2',
    [lastVariant, lastUnit._id],
  );

  // The console SMS provider keeps codes in the memory of the replica that sent them.
  const outboxCode = async (phone, from) => {
    for (let attempt = 0; attempt < 10; attempt++) {
      for (const port of ports) {
        const res = await call(port, 'GET', `/api/dev/sms-outbox?phone=${phone}`, { from });
        const message = res.json?.data?.messages?.[0];
        if (message) return message.code;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no code for ${phone}`);
  };
  const signIn = async (phone, from) => {
    const sent = await call(proxyPort, 'POST', '/api/auth/send-otp', { body: { phone }, from });
    if (sent.status !== 200) throw new Error(`send-otp ${sent.status}: ${sent.text}`);
    const otp = await outboxCode(phone, from);
    const res = await call(proxyPort, 'POST', '/api/auth/verify-otp', {
      body: { phone, otp, name: 'Cluster Buyer' },
      from,
    });
    if (res.status !== 200) throw new Error(`verify-otp ${res.status}: ${res.text}`);
    return res.json.data.accessToken;
  };
  const address = {
    name: 'Asha Rao',
    phone: '9876543210',
    addressLine1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  };
  const buyers = [];
  const runId = String(Date.now()).slice(-5);
  for (let i = 0; i < BUYERS; i++) {
    const from = `127.0.1.${i + 1}`;
    const token = await signIn(`9${runId}${String(i).padStart(4, '0')}`, from);
    const added = await call(proxyPort, 'POST', '/api/cart/add', {
      token,
      from,
      body: { product: lastUnit._id, variantId: lastVariant, size: lastSize, quantity: 1 },
    });
    if (added.status !== 200 && added.status !== 201)
      throw new Error(`add to cart ${added.status}: ${added.text}`);
    buyers.push({ token, from });
  }
  const answers = await Promise.all(
    buyers.map(({ token, from }) =>
      call(proxyPort, 'POST', '/api/orders/create', {
        token,
        from,
        body: { shippingAddress: address, paymentMethod: 'COD' },
      }),
    ),
  );
  const placed = answers.filter((res) => res.status === 201).length;
  const refused = answers.filter((res) => res.status === 409).length;
  const stockLeft = (await db.query('select stock from variants where id = $1', [lastVariant]))
    .rows[0].stock;
  const ordersOfIt = (
    await db.query('select count(*)::int as n from order_items where variant_id = $1', [
      lastVariant,
    ])
  ).rows[0].n;
  check(
    placed === 1 && refused === BUYERS - 1 && stockLeft === 0 && ordersOfIt === 1,
    `${BUYERS} buyers of the last unit over ${REPLICAS} replicas: ${placed} order, ${refused} x 409, stock ${stockLeft}, ${ordersOfIt} order line`,
  );
  check(
    answers.every((res) => res.status < 500 && res.json && typeof res.json.success === 'boolean'),
    'every answer of the race in the envelope, none 5xx',
  );
  const placements = replicas.map(
    (replica) => (replica.log().match(/"url":"\/api\/orders\/create"/g) ?? []).length,
  );
  check(
    placements.every((n) => n > 0),
    `nginx spread the ${BUYERS} order placements over the replicas: ${placements.join(' / ')}`,
  );

  // --- a stock change through replica A shows through replica B within 2 s ---
  const [portA, portB] = ports;
  const { id: freshVariant, size: freshSize } = await variantOf(fresh._id);
  let reads = 0;
  // Each read from an address of its own: this check is about caches, not the read budget.
  const stockOnB = async () =>
    (await call(portB, 'GET', `/api/products/${fresh._id}`, { from: `127.0.4.${++reads % 250}` }))
      .json.data.product.totalStock;
  const before = await stockOnB(); // now cached on B for 30 s
  const shopper = await signIn(`8${runId}0001`, '127.0.3.5');
  await call(portA, 'POST', '/api/cart/add', {
    token: shopper,
    from: '127.0.3.5',
    body: { product: fresh._id, variantId: freshVariant, size: freshSize, quantity: 1 },
  });
  const order = await call(portA, 'POST', '/api/orders/create', {
    token: shopper,
    from: '127.0.3.5',
    body: { shippingAddress: address, paymentMethod: 'COD' },
  });
  const changedAt = Date.now();
  let after = await stockOnB();
  while (after === before && Date.now() - changedAt < 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    after = await stockOnB();
  }
  const seenInMs = Date.now() - changedAt;
  const onA = (await call(portA, 'GET', `/api/products/${fresh._id}`, { from: '127.0.3.4' })).json
    .data.product.totalStock;
  check(
    order.status === 201 && after === before - 1 && onA === before - 1,
    `an order through replica A (${before} -> ${onA} there at once) shows on replica B in ${seenInMs} ms (limit 2000)`,
  );

  // --- one address's budget holds across replicas, not N x the limit ---
  const hammer = [];
  for (let i = 0; i < READS_PER_MINUTE * REPLICAS; i++) {
    hammer.push(await call(proxyPort, 'GET', '/api/categories', { from: '127.0.2.1' }));
  }
  const allowed = hammer.filter((res) => res.status === 200).length;
  const limited = hammer.filter((res) => res.status === 429);
  check(
    allowed === READS_PER_MINUTE &&
      limited.length === hammer.length - allowed &&
      limited.every(
        (res) => Number(res.headers['retry-after']) > 0 && res.json?.code === 'RATE_LIMITED',
      ),
    `${hammer.length} reads from one address through ${REPLICAS} replicas: ${allowed} answered (limit ${READS_PER_MINUTE}), ${limited.length} x 429 with Retry-After`,
  );
  const neighbour = await call(proxyPort, 'GET', '/api/categories', { from: '127.0.2.2' });
  check(neighbour.status === 200, 'another address keeps its own budget');

  // --- each sweep runs on one replica ---
  const waitFor = Math.max(0, 5_000 - (Date.now() - startedAt));
  await new Promise((resolve) => setTimeout(resolve, waitFor));
  for (const sweep of ['unpaid-orders', 'housekeeping']) {
    const runs = replicas.map(
      (replica) =>
        replica
          .log()
          .split('\n')
          .filter((line) => line.includes('"sweep ran"') && line.includes(`"sweep":"${sweep}"`))
          .length,
    );
    const runners = runs.filter((n) => n > 0).length;
    check(
      runners === 1 && runs.some((n) => n >= 2),
      `sweep ${sweep}: runs per replica ${runs.join(' / ')} (one replica runs it)`,
    );
  }
  const fiveHundreds = replicas
    .map((replica) => (replica.log().match(/"statusCode":5\d\d/g) ?? []).length)
    .reduce((a, b) => a + b, 0);
  check(fiveHundreds === 0, `no 5xx answer in the replicas' logs (${fiveHundreds})`);
  await db.end();
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopAll();
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  if (failures > 0 || exitCode !== 0) {
    console.log(`cluster test failed; replica logs kept in ${work}`);
    for (const file of ['replica-1.log', 'nginx-error.log']) {
      const path = join(work, file);
      if (existsSync(path))
        console.log(`--- ${file} (tail)\n${readFileSync(path, 'utf8').slice(-3000)}`);
    }
  } else {
    rmSync(work, { recursive: true, force: true });
  }
}
console.log(
  failures === 0 && exitCode === 0
    ? 'cluster test passed'
    : `cluster test: ${failures} check(s) failed`,
);
process.exit(failures === 0 ? exitCode : 1);
