// The WebSocket to the server: hello with the session token kept in the browser, requests with
// ids unique for the session (also across reconnects, so that a resent request is answered once),
// and reconnection with backoff after a drop. Listeners hear every unasked frame and every
// change of connection status.

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

export class Transport extends EventTarget {
  /** @param {string} url */
  constructor(url) {
    super();
    this.url = url;
    /** @type {WebSocket|null} */ this.socket = null;
    this.status = 'connecting';  // connecting | open | reconnecting | closed
    this.attempt = 0;
    this.counter = 0;
    this.idPrefix = Math.random().toString(36).slice(2, 10);
    /** @type {Map<string, {body: any, resolve: (r: any) => void}>} */ this.pending = new Map();
    /** @type {any} */ this.session = null;
    this.stopped = false;
  }

  get name() {
    return localStorage.getItem(NAME_KEY) || '';
  }

  set name(value) {
    localStorage.setItem(NAME_KEY, value);
  }

  start() {
    this.stopped = false;
    this.open();
  }

  open() {
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => this.onOpen());
    socket.addEventListener('message', (event) => this.onMessage(String(event.data)));
    socket.addEventListener('close', () => this.onClose(socket));
  }

  async onOpen() {
    /** @type {any} */
    const body = { type: 'hello', protocol: 1 };
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) body.token = token;
    if (this.name) body.name = this.name;
    const reply = await this.send(body, { direct: true });
    if (reply.error) {
      // A stored name the server refuses: say hello without it.
      delete body.name;
      const retry = await this.send(body, { direct: true });
      if (retry.error) return;
      this.session = retry.result;
    } else {
      this.session = reply.result;
    }
    localStorage.setItem(TOKEN_KEY, this.session.token);
    this.attempt = 0;
    this.setStatus('open');
    // Requests sent before the drop and not answered go again, with their ids: the server
    // answers each once.
    for (const [id, entry] of this.pending) if (entry.body) this.write({ ...entry.body, id });
    this.dispatchEvent(new CustomEvent('ready', { detail: { session: this.session } }));
  }

  onClose(socket) {
    if (socket !== this.socket) return;
    this.socket = null;
    // A hello in flight is over with its connection; other requests wait for the next one.
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
    this.attempt += 1;
    const delay = Math.min(10000, 500 * 2 ** Math.min(this.attempt - 1, 5)) * (0.75 + Math.random() / 2);
    this.setStatus('reconnecting');
    setTimeout(() => this.open(), delay);
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
      if (entry) {
        this.pending.delete(String(frame.id));
        entry.resolve(frame);
      }
      if (frame.update) this.dispatchEvent(new CustomEvent('frame', { detail: frame.update }));
      return;
    }
    if (frame.type === 'server.shutdown') this.setStatus('reconnecting');
    this.dispatchEvent(new CustomEvent('frame', { detail: frame }));
  }

  /** @param {string} status */
  setStatus(status) {
    if (this.status === status) return;
    this.status = status;
    this.dispatchEvent(new CustomEvent('status', { detail: { status } }));
  }

  write(body) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(body));
  }

  /**
   * Sends a request and resolves with its reply frame ({result} or {error}). Requests made while
   * disconnected wait for the next connection.
   * @param {any} body @param {{direct?: boolean}} [options]
   * @returns {Promise<any>}
   */
  send(body, options = {}) {
    const id = `${this.idPrefix}-${(this.counter += 1)}`;
    return new Promise((resolve) => {
      this.pending.set(id, { body: options.direct ? null : body, resolve });
      if (options.direct || this.status === 'open') this.write({ ...body, id });
    });
  }

  stop() {
    this.stopped = true;
    if (this.socket) this.socket.close();
  }
}
