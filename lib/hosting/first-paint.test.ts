import { FIRST_PAINT_UNTIL_ID, paintAfterMainContent, absoluteCssUrls, CHUNK_LOAD_EARLY_EVENTS, CHUNK_LOAD_FALLBACK_MS, chunkLoader, deferChunkScripts, deferredChunkSources, inlineCss, inlineStylesheets } from './first-paint';

const head = (inner: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${inner}<title>T</title></head><body><p>x</p><script>self.__next_f.push([1])</script></body></html>`;
const links =
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>';
const sheets: Record<string, string> = {
  '/_next/static/chunks/a.css': '@font-face{src:url(../media/inter.woff2)format("woff2")}.a{color:red}\n/*# sourceMappingURL=a.css.map */',
  '/_next/static/chunks/b.css': '.b{background:url("/img/x.png")}.c{background:url(data:image/png;base64,AA)}',
};

describe('inlining stylesheets', () => {
  it('puts every stylesheet into one <style>, in order, where the first link was, and keeps the links disabled', () => {
    const { html, hrefs } = inlineStylesheets(head(links), (href) => sheets[href]!);
    expect(hrefs).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
    expect(html).toContain(
      '<meta charSet="utf-8"/><style data-precedence="next">@font-face{src:url(/_next/static/media/inter.woff2)format("woff2")}.a{color:red}\n.b{background:url("/img/x.png")}.c{background:url(data:image/png;base64,AA)}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
        '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" disabled=""/><title>',
    );
    expect(html.match(/<style/g)).toHaveLength(1);
  });

  it('leaves a page without stylesheets alone', () => {
    expect(inlineStylesheets(head(''), () => '').html).toBe(head(''));
  });

  it('resolves relative url()s against the stylesheet, and leaves absolute, data and fragment URLs', () => {
    expect(absoluteCssUrls("a{b:url('../media/x.woff2')} c{d:url(#f)} e{f:url(https://x.example/y)}", '/_next/static/chunks/a.css')).toBe(
      "a{b:url('/_next/static/media/x.woff2')} c{d:url(#f)} e{f:url(https://x.example/y)}",
    );
  });

  it('refuses a stylesheet that would close the <style> element', () => {
    expect(() => inlineCss('.a{content:"</style>"}', '/a.css')).toThrow(/cannot go inline/);
  });
});

describe('requesting the chunks after the first paint', () => {
  const scripts = '<script src="/_next/static/chunks/x.js" async=""></script><script src="/_next/static/chunks/y.js" async=""></script>';

  it('takes the chunk scripts out of <head> and adds one loader at the end of <body>', () => {
    const { html, sources } = deferChunkScripts(head(scripts));
    expect(sources).toEqual(['/_next/static/chunks/x.js', '/_next/static/chunks/y.js']);
    expect(html).not.toContain('async=""></script>');
    expect(html).toMatch(/<script>self\.__next_f\.push\(\[1\]\)<\/script><script>\(function\(s\)[^<]*<\/script><\/body>/);
    expect(html).toContain(JSON.stringify(sources));
    expect(deferredChunkSources(html)).toEqual(sources);
    expect(deferredChunkSources(head(scripts))).toEqual([]);
  });

  it('leaves a page without chunk scripts alone', () => {
    expect(deferChunkScripts(head('')).html).toBe(head(''));
  });

  it('turns Next’s chunk preload and its entry script in <body> into loader sources, once each', () => {
    const preload = '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/p.js"/>';
    const { html, sources } = deferChunkScripts(head(preload + scripts).replace('<p>x</p>', '<p>x</p><script src="/_next/static/chunks/p.js" async=""></script>'));
    expect(sources).toEqual(['/_next/static/chunks/p.js', '/_next/static/chunks/x.js', '/_next/static/chunks/y.js']);
    expect(html).not.toContain('rel="preload"');
    expect(html.match(/<script src=/g)).toBeNull();
  });

  describe('the loader', () => {
    const added = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    let state: DocumentReadyState;
    /** The observer the loader made, to report paints with. */
    let observer: { callback: (list: { getEntriesByName(name: string): unknown[] }) => void; options: unknown; disconnected: boolean } | null;
    const paint = (name: string) => observer?.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    /** After load and the first contentful paint, the loader waits one frame and then a task. */
    const nextFrame = () => jest.advanceTimersByTime(20);

    beforeEach(() => {
      jest.useFakeTimers();
      document.head.innerHTML = '';
      state = 'loading';
      observer = null;
      jest.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
      class FakeObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(callback: NonNullable<typeof observer>['callback']) {
          observer = { callback, options: null, disconnected: false };
        }
        observe(options: unknown) {
          observer!.options = options;
        }
        disconnect() {
          observer!.disconnected = true;
        }
      }
      Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'PerformanceObserver');
      jest.restoreAllMocks();
      jest.useRealTimers();
    });

    it('waits for load and the first contentful paint, then a frame, then adds each chunk once, async', () => {
      new Function(chunkLoader(['/a.js', '/b.js']))();
      expect(observer?.options).toEqual({ type: 'paint', buffered: true });
      window.dispatchEvent(new Event('load'));
      paint('first-paint');
      nextFrame();
      expect(added()).toEqual([]);
      paint('first-contentful-paint');
      expect(observer?.disconnected).toBe(true);
      expect(added()).toEqual([]);
      nextFrame();
      expect(added()).toEqual(['/a.js', '/b.js']);
      expect([...document.head.querySelectorAll('script')].every((s) => s.hasAttribute('async'))).toBe(true);
      jest.advanceTimersByTime(CHUNK_LOAD_FALLBACK_MS);
      window.dispatchEvent(new KeyboardEvent('keydown'));
      expect(added()).toEqual(['/a.js', '/b.js']);
    });

    it('waits for load when the page painted first', () => {
      new Function(chunkLoader(['/a.js']))();
      paint('first-contentful-paint');
      nextFrame();
      expect(added()).toEqual([]);
      window.dispatchEvent(new Event('load'));
      nextFrame();
      expect(added()).toEqual(['/a.js']);
    });

    it.each(CHUNK_LOAD_EARLY_EVENTS)('starts at once on the first %s', (type) => {
      new Function(chunkLoader(['/c.js']))();
      window.dispatchEvent(new Event(type));
      expect(added()).toEqual(['/c.js']);
      window.dispatchEvent(new Event('load'));
      paint('first-contentful-paint');
      jest.advanceTimersByTime(CHUNK_LOAD_FALLBACK_MS);
      expect(added()).toEqual(['/c.js']);
    });

    it('starts after the fallback delay when load or the paint never comes', () => {
      new Function(chunkLoader(['/d.js']))();
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(CHUNK_LOAD_FALLBACK_MS - 1);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(['/d.js']);
    });

    it('goes by load alone where paint timing is missing, and at once on a page that has loaded', () => {
      Reflect.deleteProperty(window, 'PerformanceObserver');
      state = 'complete';
      new Function(chunkLoader(['/e.js']))();
      nextFrame();
      expect(added()).toEqual(['/e.js']);
    });
  });
});

describe('the first paint waits for the main content', () => {
  it('adds one render-blocking expect link to the footer after the charset', () => {
    const once = paintAfterMainContent(head(''));
    expect(once).toContain(`<meta charSet="utf-8"/><link rel="expect" href="#${FIRST_PAINT_UNTIL_ID}" blocking="render"/>`);
    expect(paintAfterMainContent(once)).toBe(once);
    expect(() => paintAfterMainContent('<html><head></head></html>')).toThrow(/charSet/);
  });
});
