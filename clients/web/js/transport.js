// The WebSocket to the server: hello with the session token kept in the browser, requests with
// ids unique for the session (also across reconnects, so that a resent request is answered once),
// and reconnection with backoff after a drop. After each hello the pages rejoin their rooms (the
// resumers) before anything that waited is sent again: a request for a room is only understood
// by the server once the new connection has joined it. A `moved` frame (cluster mode) sends the
// connection to the node that serves the room; a new connection through the first address names
// the page's room (`/ws?room=ID`), so that a cluster's proxy sends it where that room most likely
// lives. Listeners hear every unasked frame and every change of connection status.

const TOKEN_KEY = 'rockpool.token';
const NAME_KEY = 'rockpool.name';

/**
 * The session token as an HTTP header: the history shows private matches to their players only.
 * @returns {Record<string, string>}
 */
export function sessionHeaders() {
  const token = localStorage.getItem(TOKEN_KEY);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * connecting: the first connection is being made; rejoining: connected, the pages are taking
 * their rooms back; open: requests go out at once; reconnecting: the connection dropped;
 * closed: stopped.
 * @typedef {'connecting'|'rejoining'|'open'|'reconnecting'|'closed'} Status
 */

export class Transport extends EventTarget {
  /** @param {string} url @param {{WebSocket?: any}} [options] the WebSocket class (tests) */
  constructor(url, options = {}) {
    super();
    this.url = url;
    /** where the first connection went (a cluster's proxy): a dropped node's clients go back there */
    this.homeUrl = url;
    /** the room the page is in, named to the proxy @type {string|null} */
    this.roomId = null;
    this.WebSocket = options.WebSocket ?? globalThis.WebSocket;
    /** @type {WebSocket|null} */ this.socket = null;
    /** @type {Status} */ this.status = 'connecting';
    this.attempt = 0;
    this.counter = 0;
    this.idPrefix = Math.random().toString(36).slice(2, 10);
    /** @type {Map<string, {body: any, resolve: (r: any) => void}>} */ this.pending = new Map();
    /** @type {Set<() => Promise<any>>} */ this.resumers = new Set();
    /** @type {any} */ this.session = null;
    this.stopped = false;
    this.quickReopen = false;
    /** why the server refused the stored name at the last hello, if it did @type {string|null} */
    this.nameError = null;
    /** @type {ReturnType<typeof setTimeout>|null} */ this.retryTimer = null;
  }

  get name() {
    return localStorage.getItem(NAME_KEY) || '';
  }

  set name(value) {
    localStorage.setItem(NAME_KEY, value);
  }

  /** The login token (an account's) or session token this browser says hello with. */
  get token() {
    return localStorage.getItem(TOKEN_KEY);
  }

  /**
   * Says hello with another token from now on (an account's login token; null: a new guest
   * session), at once on a new connection.
   * @param {string|null} token
   */
  useToken(token) {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
    this.reconnectNow();
  }

  /** True while requests go out at once. */
  get online() {
    return this.status === 'open';
  }

  start() {
    this.stopped = false;
    // The browser knows when the network is back: try at once rather than at the next backoff.
    globalThis.addEventListener?.('online', () => this.retryNow());
    this.open();
  }

  open() {
    this.retryTimer = null;
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new this.WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => this.onOpen(socket));
    socket.addEventListener('message', (event) => this.onMessage(String(event.data)));
    socket.addEventListener('close', () => this.onClose(socket));
  }

  /** A new connection at once (a changed name goes with its hello), without going offline. */
  reconnectNow() {
    if (!this.socket) return this.retryNow();
    this.quickReopen = true;
    this.socket.close();
  }

  retryNow() {
    if (this.stopped || !this.retryTimer) return;
    clearTimeout(this.retryTimer);
    this.open();
  }

  /**
   * Runs `resume` after every hello, before requests that waited are sent: a page rejoins its
   * room there, with `send(body, {direct: true})`. Returns the function that removes it.
   * @param {() => Promise<any>} resume
   */
  addResumer(resume) {
    this.resumers.add(resume);
    return () => this.resumers.delete(resume);
  }

  /** @param {WebSocket} socket */
  async onOpen(socket) {
    /** @type {any} */
    const body = { type: 'hello', protocol: 1 };
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) body.token = token;
    if (this.name) body.name = this.name;
    let reply = await this.send(body, { direct: true });
    this.nameError = null;
    if (reply.error && reply.error.code === 'session/bad_name') {
      // A stored name the server refuses: say hello without it, and keep the reason to show.
      this.nameError = reply.error.message;
      delete body.name;
      reply = await this.send(body, { direct: true });
    }
    if (reply.error && reply.error.code === 'server/busy' && socket === this.socket) {
      // The server could not read the session yet (its store is coming back): the same token
      // again after the usual backoff, never a new session.
      socket.close();
      return;
    }
    if (reply.error || socket !== this.socket) return;
    this.session = reply.result;
    localStorage.setItem(TOKEN_KEY, this.session.token);
    this.attempt = 0;
    this.setStatus('rejoining');
    await Promise.all([...this.resumers].map((resume) => resume().catch(() => {})));
    if (socket !== this.socket) return;  // it dropped while rejoining: the next hello does it again
    this.setStatus('open');
    // Requests sent before the drop and not answered go again, with their ids: the server
    // answers each once.
    for (const [id, entry] of this.pending) if (entry.body) this.write({ ...entry.body, id });
    this.dispatchEvent(new CustomEvent('ready', { detail: { session: this.session } }));
  }

  onClose(socket) {
    if (socket !== this.socket) return;
    this.socket = null;
    // Direct requests (a hello, a rejoin) are over with their connection; others wait for the next.
    for (const [id, entry] of this.pending) {
      if (entry.body === null) {
        this.pending.delete(id);
        entry.resolve({ error: { code: 'connection/closed', message: 'the connection closed' } });
      }
    }
    if (this.stopped) {
      this.setStatus('closed');
      return;
    }
    if (this.quickReopen) {
      this.quickReopen = false;
      this.open();
      return;
    }
    this.attempt += 1;
    // A node that `moved` pointed at went away: the next try goes through the first address.
    this.url = this.homeAddress();
    const delay = Math.min(8000, 400 * 2 ** Math.min(this.attempt - 1, 5)) * (0.75 + Math.random() / 2);
    this.setStatus('reconnecting');
    this.retryTimer = setTimeout(() => this.open(), delay);
  }

  /** @param {string} text */
  onMessage(text) {
    let frame;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    if (frame.type === 'reply') {
      const entry = this.pending.get(String(frame.id));
      // Another node serves the room or the tournaments (a `moved` frame came first): the request
      // waits, and goes again with its id to that node once the rooms are rejoined there.
      if (entry?.body && (frame.error?.code === 'room/moved' || frame.error?.code === 'tournament/moved')) return;
      if (entry) {
        this.pending.delete(String(frame.id));
        entry.resolve(frame);
      }
      if (frame.update) this.dispatchEvent(new CustomEvent('frame', { detail: frame.update }));
      return;
    }
    if (frame.type === 'server.shutdown') this.setStatus('reconnecting');
    if (frame.type === 'moved') return this.follow(frame.url);
    this.dispatchEvent(new CustomEvent('frame', { detail: frame }));
  }

  /**
   * Cluster mode: a room lives on another node. Reconnects there (or, without an address, to the
   * same one, whose proxy picks a live node), says hello with the token and rejoins.
   * @param {string|null} url
   */
  follow(url) {
    if (url) this.url = url;
    this.reconnectNow();
  }

  /**
   * The room the page is in (null: none). Connections through the first address name it.
   * @param {string|null} roomId
   */
  setRoom(roomId) {
    this.roomId = roomId;
  }

  /** The first address, naming the page's room if it is in one. */
  homeAddress() {
    if (!this.roomId) return this.homeUrl;
    const url = new URL(this.homeUrl);
    url.searchParams.set('room', this.roomId);
    return url.toString();
  }

  /** @param {Status} status */
  setStatus(status) {
    if (this.status === status) return;
    this.status = status;
    this.dispatchEvent(new CustomEvent('status', { detail: { status } }));
  }

  write(body) {
    if (this.socket && this.socket.readyState === this.WebSocket.OPEN) this.socket.send(JSON.stringify(body));
  }

  /**
   * Sends a request and resolves with its reply frame ({result} or {error}). Requests made while
   * disconnected or rejoining wait, and go after the rejoin. A direct request goes at once on
   * the connection of now and ends with it.
   * @param {any} body @param {{direct?: boolean}} [options]
   * @returns {Promise<any>}
   */
  send(body, options = {}) {
    const id = `${this.idPrefix}-${(this.counter += 1)}`;
    return new Promise((resolve) => {
      if (options.direct && !(this.socket && this.socket.readyState === this.WebSocket.OPEN)) {
        resolve({ error: { code: 'connection/closed', message: 'the connection closed' } });
        return;
      }
      this.pending.set(id, { body: options.direct ? null : body, resolve });
      if (options.direct || this.status === 'open') this.write({ ...body, id });
    });
  }

  stop() {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.socket) this.socket.close();
  }
}
