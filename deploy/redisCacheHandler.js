// Next's page cache (ISR) in Redis, for several `next start` instances behind one proxy: a page that
// one instance renders again (its revalidate time, or an API call's on-demand revalidation) is the
// copy every instance serves next. next.config.js turns it on when REDIS_URL is set, with Next's own
// in-memory copy off, since that copy would keep serving a page another instance has replaced.
//
// Redis is a cache here, never a dependency of an answer: when it is down, a read is a miss (the page
// is rendered) and a write is dropped, logged once per outage. Only the requests of a process's first
// second wait for its first connection, at most that second, so that a fresh instance starts with the
// pages the others rendered.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { createClient } = require('@redis/client');

// How long Redis keeps an entry: a day, or the entry's expire time if that is longer, so that Redis holds
// about the pages shoppers asked for in a day and forgets those of products that are gone. Whether an
// entry may be served is Next's decision, not the handler's: Next renders a page past its expire time
// again before answering, from the time the entry was stored.
const LIFETIME_SECONDS = 24 * 60 * 60;
const TAGS_KEY_SUFFIX = 'revalidated-tags';

const FIRST_CONNECTION_WAIT_MS = 1000;

let connection = null;
let firstConnection = null;
let firstConnectionDeadline = 0;
let outageLogged = false;

function logOutage(error) {
  if (outageLogged) return;
  outageLogged = true;
  console.error(`Page cache in Redis unavailable, pages render without it: ${error instanceof Error ? error.message : error}`);
}

/** One connection per process, shared by the handler Next creates for every request. */
function redis() {
  if (!connection) {
    // Commands fail at once while the connection is down instead of waiting in a queue: a shopper's
    // request never waits for Redis to come back.
    connection = createClient({ url: process.env.REDIS_URL, disableOfflineQueue: true });
    connection.on('error', logOutage);
    connection.on('ready', () => {
      outageLogged = false;
    });
    firstConnection = connection.connect().catch(logOutage);
    firstConnectionDeadline = Date.now() + FIRST_CONNECTION_WAIT_MS;
  }
  return connection;
}

async function connectedRedis() {
  const client = redis();
  const wait = firstConnectionDeadline - Date.now();
  if (!client.isReady && wait > 0) {
    let timer;
    await Promise.race([firstConnection, new Promise((resolve) => (timer = setTimeout(resolve, wait)))]);
    clearTimeout(timer);
  }
  return client;
}

/** Buffers (binary bodies) survive the trip through JSON. */
function revive(_key, value) {
  return value && value.type === 'Buffer' && Array.isArray(value.data) ? Buffer.from(value.data) : value;
}

// Next creates a handler for every request it serves, API calls included; a process serves one build
// all its life, so the build's id is read from disk once.
const buildIds = new Map();

function buildIdOf(serverDistDir) {
  if (!buildIds.has(serverDistDir)) buildIds.set(serverDistDir, readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim());
  return buildIds.get(serverDistDir);
}

class RedisCacheHandler {
  constructor(options) {
    // Keys carry the build, so that instances of an older and a newer build never serve each
    // other's pages while a deploy rolls out.
    this.prefix = `${process.env.REDIS_KEY_PREFIX ?? 'shop'}:${buildIdOf(options.serverDistDir)}:`;
  }

  async get(key) {
    try {
      const stored = await (await connectedRedis()).get(this.prefix + key);
      if (stored === null) return null;
      const entry = JSON.parse(stored, revive);
      if (entry.tags.length > 0 && (await this.revalidatedSince(entry.tags, entry.lastModified))) return null;
      return entry;
    } catch (error) {
      logOutage(error);
      return null;
    }
  }

  async set(key, data, context) {
    if (data === null) return;
    const entry = { value: data, lastModified: Date.now(), tags: context.tags ?? [], cacheControl: context.cacheControl };
    const expire = context.cacheControl?.expire;
    const lifetime = typeof expire === 'number' ? Math.max(expire, LIFETIME_SECONDS) : LIFETIME_SECONDS;
    try {
      await (await connectedRedis()).set(this.prefix + key, JSON.stringify(entry), { expiration: { type: 'EX', value: lifetime } });
    } catch (error) {
      logOutage(error);
    }
  }

  async revalidateTag(tags) {
    const now = String(Date.now());
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    try {
      await (await connectedRedis()).hSet(this.prefix + TAGS_KEY_SUFFIX, Object.fromEntries(list.map((tag) => [tag, now])));
    } catch (error) {
      logOutage(error);
    }
  }

  async revalidatedSince(tags, lastModified) {
    const times = await redis().hmGet(this.prefix + TAGS_KEY_SUFFIX, tags);
    return times.some((time) => time !== null && Number(time) > lastModified);
  }

  resetRequestCache() {}
}

module.exports = RedisCacheHandler;
