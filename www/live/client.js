// @ts-check
// A client of the live server (docs/LIVE.md) that any page can use: it
// makes games, and holds one game's socket: it joins, keeps the socket
// alive, reconnects with backoff (at once when the network or the screen
// comes back) and joins again, and hands on every message the server sends.
// It knows nothing of boards or panels.

/** @typedef {import('./protocol.js').ServerMessage} ServerMessage */
/** @typedef {import('./protocol.js').PlayerMessage} PlayerMessage */
/** @typedef {'connecting' | 'open' | 'away' | 'closed'} Connection */

// Waits before each try to reconnect, then the last again and again.
const RETRY_MS = [250, 1000, 2000, 4000, 8000];
// A ping keeps the socket open through proxies that close quiet ones.
const PING_MS = 25_000;

// The server's addresses, beside the site's root (this module is in www/live/).
/** @param {string} path */
export const serverUrl = (path) => new URL(`../../${path}`, import.meta.url);

// Makes a live game from a start (the engine's link text of a game with no
// moves): {game, seats: {south, north}}, or throws an Error with the
// server's `code` and words.
/**
 * @param {string} start
 * @param {{creator?: import('./protocol.js').SeatName, clock?: {initialMs: number, incrementMs: number} | null}} [options]
 * @returns {Promise<{game: string, seats: {south: string, north: string}}>}
 */
export async function createGame(start, { creator = 'south', clock = null } = {}) {
  const response = await fetch(serverUrl('live/games'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ start, clock, creator }),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok || !answer?.game) {
    throw Object.assign(new Error(answer?.error?.message ?? `${response.status}`), { code: answer?.error?.code ?? null });
  }
  return answer;
}

export class LiveClient {
  #game;
  #token;
  #onMessage;
  #onConnection;
  /** @type {WebSocket | null} */
  #socket = null;
  /** @type {Connection} */
  #connection = 'connecting';
  #tries = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #retryTimer;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  #pingTimer;
  #heard = 0; // when the socket last brought a message

  /**
   * @param {{game: string, token: string | null}} seat the game, and the
   *   seat's token (null: watching)
   * @param {{onMessage: (message: ServerMessage) => void, onConnection: (connection: Connection) => void}} listeners
   *   every message the server sends, in order; the connection's changes
   *   ('open' once the server has answered a join with the game's state)
   */
  constructor({ game, token }, { onMessage, onConnection }) {
    this.#game = game;
    this.#token = token;
    this.#onMessage = onMessage;
    this.#onConnection = onConnection;
  }

  get connection() {
    return this.#connection;
  }

  open() {
    window.addEventListener('online', this.wake);
    window.addEventListener('offline', this.#lost);
    document.addEventListener('visibilitychange', this.wake);
    this.#connect();
  }

  // For good: no more messages, no reconnecting.
  close() {
    this.#set('closed');
    clearTimeout(this.#retryTimer);
    clearInterval(this.#pingTimer);
    window.removeEventListener('online', this.wake);
    window.removeEventListener('offline', this.#lost);
    document.removeEventListener('visibilitychange', this.wake);
    this.#drop();
  }

  // Sends a message; false when the socket is not open (nothing is sent).
  /** @param {PlayerMessage | {t: 'ping'}} message */
  send(message) {
    if (this.#socket?.readyState !== WebSocket.OPEN || this.#connection !== 'open') return false;
    this.#socket.send(JSON.stringify(message));
    return true;
  }

  // Something was missed (a move not heard, one refused as stale): the whole
  // game again, from a new socket.
  rejoin() {
    if (this.#connection === 'closed') return;
    this.#drop();
    clearTimeout(this.#retryTimer);
    this.#connect();
  }

  // A join refused for a passing reason (the server's store away, too many
  // messages): tried again later, as a lost connection is.
  retryLater() {
    if (this.#connection === 'closed') return;
    this.#drop();
    this.#away();
  }

  // A way back (the network, the screen on again, the page back from the
  // browser's history): reconnect at once. Not while the device is
  // offline: its `online` comes first.
  wake = () => {
    if (this.#connection === 'closed' || document.visibilityState === 'hidden' || navigator.onLine === false) return;
    if (!this.#socket || this.#socket.readyState > WebSocket.OPEN) {
      clearTimeout(this.#retryTimer);
      this.#connect();
    }
  };

  // The device says the network is gone: the socket would only notice much
  // later. Reconnected when the network is back (`online`).
  #lost = () => {
    if (!this.#socket || this.#connection === 'closed') return;
    this.#drop();
    this.#away();
  };

  #drop() {
    const socket = this.#socket;
    this.#socket = null;
    clearInterval(this.#pingTimer);
    socket?.close();
  }

  #away() {
    this.#set('away');
    const wait = RETRY_MS[Math.min(this.#tries, RETRY_MS.length - 1)];
    this.#tries += 1;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(this.wake, wait);
  }

  /** @param {Connection} connection */
  #set(connection) {
    if (connection === this.#connection) return;
    this.#connection = connection;
    this.#onConnection(connection);
  }

  #connect() {
    const url = serverUrl('live/socket');
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    this.#socket = socket;
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ t: 'join', game: this.#game, token: this.#token }));
      this.#heard = performance.now();
      clearInterval(this.#pingTimer);
      // A socket that has not answered a ping in time is taken for lost.
      this.#pingTimer = setInterval(() => {
        if (performance.now() - this.#heard > 2 * PING_MS) this.#lost();
        else socket.send(JSON.stringify({ t: 'ping' }));
      }, PING_MS);
    });
    socket.addEventListener('message', (event) => {
      if (this.#socket !== socket) return;
      this.#heard = performance.now();
      let message;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (typeof message?.t !== 'string') return;
      if (message.t === 'state') {
        this.#tries = 0;
        this.#set('open');
      }
      this.#onMessage(message);
    });
    socket.addEventListener('close', () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      if (this.#connection !== 'closed') this.#away();
    });
  }
}
