/**
 * A stand-in for XMLHttpRequest in jsdom (which would really send): it records each request
 * (method, URL, headers, body) and lets a test play the upload's progress and its end.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  readonly upload = new EventTarget();
  readonly #events = new EventTarget();

  addEventListener(type: string, listener: EventListener) {
    this.#events.addEventListener(type, listener);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.#events.dispatchEvent(new Event('abort'));
  }

  /** The upload has sent `loaded` bytes of `total`. */
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  /** Everything is sent and the server answers (header names in lower case). */
  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.upload.dispatchEvent(new Event('load'));
    this.status = status;
    this.responseHeaders = headers;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.#events.dispatchEvent(new Event('load'));
  }
  /** The connection is lost, after the whole body was sent or before. */
  cut({ uploaded = false } = {}) {
    if (uploaded) this.upload.dispatchEvent(new Event('load'));
    this.#events.dispatchEvent(new Event('error'));
  }

  static reset() {
    FakeXhr.sent = [];
  }
}
