import {
  paintAfterMainContent,
  absoluteCssUrls,
  CHUNK_LOAD_EARLY_EVENTS,
  CHUNK_LOAD_FALLBACK_MS,
  chunkLoader,
  deferChunkScripts,
  deferredChunkSources,
  deferredFlightSource,
  deferredWorker,
  inlineSvgIcon,
  inlineMarkedImages,
  extractFlight,
  flightPath,
  inlineCss,
  inlineStylesheets,
  classWords,
  firstPaintPage,
  pruneCss,
  reachableChunks,
  selectorClasses,
} from './first-paint';
import { DEFERRED_RENDER_ATTRIBUTE, FIRST_PAINT_UNTIL_ID, INLINE_IMAGE_ATTRIBUTE } from '@/lib/hosting/page-markers';

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

describe('pruning a stylesheet to the page', () => {
  const used = (...names: string[]) => (name: string) => names.includes(name);

  it('keeps the rules whose classes the page uses, and the selectors of a list that can match', () => {
    const css = '.a{color:red}.b{color:blue}.a .c,.a{margin:0}.a.b{padding:0}';
    expect(pruneCss(css, used('a'))).toBe('.a{color:red}.a{margin:0}');
    expect(pruneCss(css, used('a', 'b', 'c'))).toBe(css);
  });

  it('keeps rules without classes, at-rules and keyframes, and drops a media group it empties', () => {
    const css = '@font-face{font-family:x}html{color:red}@keyframes spin{from{opacity:0}to{opacity:1}}@media (width<=768px){.gone{color:red}}@media print{.a{color:red}}';
    expect(pruneCss(css, used('a'))).toBe('@font-face{font-family:x}html{color:red}@keyframes spin{from{opacity:0}to{opacity:1}}@media print{.a{color:red}}');
  });

  it('judges only the classes a selector needs: not those under :not(), :is() or :has(), nor attribute tests', () => {
    expect(selectorClasses('.a:not(.b) > .c:hover::before')).toEqual(['a', 'c']);
    expect(selectorClasses('.a:is(.b, .c) [class*="d"]')).toEqual(['a']);
    expect(selectorClasses('details[open] > .e:has(:is(.f))')).toEqual(['e']);
    expect(pruneCss('.a:not(.gone){color:red}', used('a'))).toBe('.a:not(.gone){color:red}');
  });

  it('reads the words that could name a class out of markup, script and payload', () => {
    expect([...classWords('e.v({open:"wYNZ_G_open"}) class="x-y z"')]).toEqual(expect.arrayContaining(['wYNZ_G_open', 'x-y', 'z', 'open']));
  });

  it('prunes while it inlines', () => {
    const { html } = inlineStylesheets(head(links), (href) => sheets[href]!, (css) => pruneCss(css, used('a')));
    expect(html).toContain('.a{color:red}');
    expect(html).not.toContain('.b{');
  });
});

describe('the scripts a page may run', () => {
  const chunk = (files: Record<string, string>) => (href: string) => files[href] ?? null;

  it('follows each chunk a page runs to the chunks it names by file, once each, and skips names out/ lacks', () => {
    const files = {
      '/_next/static/chunks/page.js': 'import("static/chunks/lazy.js");"static/chunks/gone.js"',
      '/_next/static/chunks/lazy.js': '["static/chunks/later.js","static/chunks/page.js"]',
      '/_next/static/chunks/later.js': 'x',
      '/_next/static/chunks/other.js': 'never named',
    };
    expect(reachableChunks(['/_next/static/chunks/page.js'], chunk(files))).toEqual([
      '/_next/static/chunks/page.js',
      '/_next/static/chunks/lazy.js',
      '/_next/static/chunks/later.js',
    ]);
  });

  it('keeps the rules of classes its own scripts toggle, and drops those only another page’s scripts name', () => {
    const page =
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/s.css" data-precedence="next"/>' +
      '<script src="/_next/static/chunks/page.js" async=""></script><title>T</title></head><body><p>x</p></body></html>';
    const files: Record<string, string> = {
      '/_next/static/chunks/page.js': 'import("static/chunks/lazy.js");e.v({open:"menu_open"})',
      '/_next/static/chunks/lazy.js': 'e.v({shown:"guide_shown"})',
      '/_next/static/chunks/about.js': 'e.v({waiting:"reveal_waiting"})',
    };
    const { html } = firstPaintPage(page, {
      stylesheet: () => '.menu_open{color:red}.guide_shown{color:green}.reveal_waiting{opacity:0}',
      icon: () => '',
      image: () => new Uint8Array(),
      chunk: chunk(files),
      chunkWords: (href) => classWords(files[href] ?? ''),
    });
    expect(html).toContain('.menu_open{color:red}');
    expect(html).toContain('.guide_shown{color:green}');
    expect(html).not.toContain('reveal_waiting');
  });
});

describe('requesting the chunks after the first paint', () => {
  const scripts = '<script src="/_next/static/chunks/x.js" async=""></script><script src="/_next/static/chunks/y.js" async=""></script>';

  it('takes the chunk scripts out of <head> and adds one loader at the end of <body>', () => {
    const { html, sources } = deferChunkScripts(head(scripts));
    expect(sources).toEqual(['/_next/static/chunks/x.js', '/_next/static/chunks/y.js']);
    expect(html).not.toContain('async=""></script>');
    expect(html).toMatch(/<script>self\.__next_f\.push\(\[1\]\)<\/script><script>\(function\(s,F,W\)[^<]*<\/script><\/body>/);
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
    expect(html).not.toContain('<link rel="preload"');
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

    describe('the service worker', () => {
      let register: jest.Mock;
      beforeEach(() => {
        register = jest.fn(() => Promise.reject(new Error('blocked')));
        Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
      });
      afterEach(() => {
        Reflect.deleteProperty(navigator, 'serviceWorker');
      });

      /** The chunk scripts the loader added report that they ran. */
      const chunksRan = () => document.head.querySelectorAll('script').forEach((script) => script.dispatchEvent(new Event('load')));

      it('registers once the page has loaded and painted and its chunks have run, at the next idle moment, and swallows a refusal', async () => {
        new Function(chunkLoader(['/a.js', '/b.js'], null, '/sw.js'))();
        window.dispatchEvent(new Event('load'));
        paint('first-contentful-paint');
        nextFrame();
        expect(added()).toEqual(['/a.js', '/b.js']);
        jest.advanceTimersByTime(CHUNK_LOAD_FALLBACK_MS);
        expect(register).not.toHaveBeenCalled();
        document.head.querySelector('script')!.dispatchEvent(new Event('load'));
        jest.runOnlyPendingTimers();
        expect(register).not.toHaveBeenCalled();
        // A chunk that failed counts as done: the worker is what serves the next visit when the network fails.
        document.head.querySelectorAll('script')[1]!.dispatchEvent(new Event('error'));
        expect(register).not.toHaveBeenCalled();
        jest.runOnlyPendingTimers();
        expect(register.mock.calls).toEqual([['/sw.js']]);
        // The rejected promise is handled: nothing reaches the console as unhandled.
        await Promise.resolve();
      });

      it('waits for load and the first paint even when an early interaction ran the chunks first', () => {
        new Function(chunkLoader(['/a.js'], null, '/sw.js'))();
        window.dispatchEvent(new KeyboardEvent('keydown'));
        chunksRan();
        jest.advanceTimersByTime(CHUNK_LOAD_FALLBACK_MS);
        expect(register).not.toHaveBeenCalled();
        window.dispatchEvent(new Event('load'));
        jest.runOnlyPendingTimers();
        expect(register).not.toHaveBeenCalled();
        paint('first-contentful-paint');
        jest.runOnlyPendingTimers();
        expect(register).toHaveBeenCalledTimes(1);
        jest.advanceTimersByTime(CHUNK_LOAD_FALLBACK_MS);
        expect(register).toHaveBeenCalledTimes(1);
      });

      it('registers nothing when the build has no worker', () => {
        new Function(chunkLoader(['/a.js']))();
        window.dispatchEvent(new Event('load'));
        paint('first-contentful-paint');
        nextFrame();
        chunksRan();
        jest.runOnlyPendingTimers();
        expect(register).not.toHaveBeenCalled();
      });

      it('leaves a browser without service workers alone', () => {
        Reflect.deleteProperty(navigator, 'serviceWorker');
        new Function(chunkLoader(['/a.js'], null, '/sw.js'))();
        window.dispatchEvent(new Event('load'));
        paint('first-contentful-paint');
        expect(() => nextFrame()).not.toThrow();
        expect(added()).toEqual(['/a.js']);
        chunksRan();
        expect(() => jest.runOnlyPendingTimers()).not.toThrow();
      });
    });

    it('starts after the fallback delay when load or the paint never comes', () => {
      new Function(chunkLoader(['/d.js']))();
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(CHUNK_LOAD_FALLBACK_MS - 1);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(['/d.js']);
    });

    it('with a payload file: preloads the chunks, fetches the payload, puts it in self.__next_f, and only then adds the chunks', async () => {
      let answer!: (text: string) => void;
      const fetchMock = jest.fn(() => Promise.resolve({ ok: true, text: () => new Promise<string>((resolve) => (answer = resolve)) }));
      Object.defineProperty(window, 'fetch', { value: fetchMock, configurable: true, writable: true });
      const queue = window as unknown as { __next_f?: unknown[] };
      delete queue.__next_f;
      new Function(chunkLoader(['/a.js', '/b.js'], '/_next/static/flight/x.txt'))();
      window.dispatchEvent(new Event('keydown'));
      expect(fetchMock).toHaveBeenCalledWith('/_next/static/flight/x.txt');
      const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));
      expect(preloads).toEqual(['/a.js', '/b.js']);
      expect(added()).toEqual([]);
      await jest.advanceTimersByTimeAsync(0);
      answer('0:["payload"]\n');
      await jest.advanceTimersByTimeAsync(0);
      expect(queue.__next_f).toEqual([[0], [1, '0:["payload"]\n']]);
      expect(added()).toEqual(['/a.js', '/b.js']);
      Reflect.deleteProperty(window, 'fetch');
    });

    it('then renders the sections the first paint skipped, one per idle moment', () => {
      document.body.innerHTML = `<section ${DEFERRED_RENDER_ATTRIBUTE}="">1</section><section ${DEFERRED_RENDER_ATTRIBUTE}="">2</section><section>3</section>`;
      const waiting = () => document.querySelectorAll(`[${DEFERRED_RENDER_ATTRIBUTE}]`).length;
      const idle: (() => void)[] = [];
      Object.defineProperty(window, 'requestIdleCallback', { value: (callback: () => void) => idle.push(callback), configurable: true, writable: true });
      new Function(chunkLoader(['/a.js']))();
      window.dispatchEvent(new Event('load'));
      nextFrame();
      expect(waiting()).toBe(2);
      paint('first-contentful-paint');
      nextFrame();
      expect(added()).toEqual(['/a.js']);
      expect([waiting(), idle.length]).toEqual([2, 1]);
      idle.shift()!();
      expect([waiting(), idle.length]).toEqual([1, 1]);
      idle.shift()!();
      expect([waiting(), idle.length]).toEqual([0, 1]);
      idle.shift()!();
      expect(idle).toEqual([]);
      expect(document.body.textContent).toBe('123');
      Reflect.deleteProperty(window, 'requestIdleCallback');
      document.body.innerHTML = '';
    });

    it('renders the skipped sections in tasks where the browser has no idle callbacks', () => {
      document.body.innerHTML = `<section ${DEFERRED_RENDER_ATTRIBUTE}="">1</section><section ${DEFERRED_RENDER_ATTRIBUTE}="">2</section>`;
      new Function(chunkLoader(['/a.js']))();
      window.dispatchEvent(new Event('keydown'));
      expect(document.querySelectorAll(`[${DEFERRED_RENDER_ATTRIBUTE}]`)).toHaveLength(2);
      jest.runAllTimers();
      expect(document.querySelectorAll(`[${DEFERRED_RENDER_ATTRIBUTE}]`)).toHaveLength(0);
      document.body.innerHTML = '';
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

describe('the hydration payload as a file', () => {
  const push = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text)}])</script>`;
  const page = (body: string) => `<!DOCTYPE html><html><head></head><body><main>x</main>${body}</body></html>`;

  it('takes Next’s payload scripts out and returns the text they push, joined in order', () => {
    const html = page('<script>(self.__next_f=self.__next_f||[]).push([0])</script>' + push('1:"a\\u003c"\n') + '<script>other()</script>' + push('2:["b"]\n'));
    const { html: rest, flight } = extractFlight(html);
    expect(flight).toBe('1:"a\\u003c"\n2:["b"]\n');
    expect(rest).toBe(page('<script>other()</script>'));
  });

  it('leaves a page without a payload alone, and refuses a payload it does not understand', () => {
    expect(extractFlight(page('<script>other()</script>'))).toEqual({ html: page('<script>other()</script>'), flight: null });
    expect(() => extractFlight(page('<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([2,null])</script>'))).toThrow(
      /does not understand/,
    );
    expect(() => extractFlight(page(push('1:[]')))).toThrow(/without the script that starts/);
  });

  it('names the file by its content, under /_next/static', () => {
    expect(flightPath('a')).toMatch(/^\/_next\/static\/flight\/[\w-]{16}\.txt$/);
    expect(flightPath('a')).toBe(flightPath('a'));
    expect(flightPath('a')).not.toBe(flightPath('b'));
  });

  it('passes the file to the loader, which the tests can read back', () => {
    const scripts = '<script src="/_next/static/chunks/x.js" async=""></script>';
    const { html } = deferChunkScripts(head(scripts), '/_next/static/flight/f.txt');
    expect(deferredFlightSource(html)).toBe('/_next/static/flight/f.txt');
    expect(deferredChunkSources(html)).toEqual(['/_next/static/chunks/x.js']);
    expect(deferredFlightSource(deferChunkScripts(head(scripts)).html)).toBeNull();
  });
});

describe('requests that serve no first paint', () => {
  it('keeps the manifest link in <head>, where browsers and crawlers read it, and names the worker in the loader', () => {
    const scripts = '<script src="/_next/static/chunks/x.js" async=""></script>';
    const { html } = deferChunkScripts(head('<link rel="manifest" href="/manifest.webmanifest"/>' + scripts), null, '/sw.js');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(deferredWorker(html)).toBe('/sw.js');
    expect(deferredWorker(deferChunkScripts(head(scripts)).html)).toBeNull();
  });

  it('puts the SVG favicon inline as a data: URL, and leaves the .ico link', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0a2146"/></svg>';
    const links = '<link rel="icon" href="/favicon.ico?f.ico" sizes="48x48" type="image/x-icon"/><link rel="icon" href="/icon.svg?icon.x.svg" sizes="any" type="image/svg+xml"/>';
    const { html, from, to } = inlineSvgIcon(head(links), (href) => (href === '/icon.svg' ? svg : ''));
    expect(from).toBe('/icon.svg?icon.x.svg');
    const href = /<link rel="icon" href="([^"]+)" sizes="any"/.exec(html)![1]!;
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(svg);
    expect(href).not.toMatch(/[\s"<>#]/);
    expect(to).toBe(href);
    expect(inlineSvgIcon(head(''), () => svg)).toEqual({ html: head(''), from: null, to: null });
    expect(html).toContain('href="/favicon.ico?f.ico"');
    expect(() => inlineSvgIcon(head(links), () => 'not svg')).toThrow(/not an SVG/);
  });
});

describe('images drawn into the HTML', () => {
  const bytes = Uint8Array.from([1, 2, 3]);
  const read = (href: string) => {
    if (href !== '/media/p.avif') throw new Error(`unexpected read of ${href}`);
    return bytes;
  };

  it('puts a marked source’s file in as a data: URL and leaves every other image alone', () => {
    const marked = `<source media="(width &lt;= 768px)" srcSet="/media/p.avif" ${INLINE_IMAGE_ATTRIBUTE}="" width="540"/>`;
    const plain = '<source srcSet="/media/p.avif"/><img src="/media/p.avif" alt=""/>';
    const html = inlineMarkedImages(`<picture>${marked}${plain}</picture>`, read);
    expect(html).toBe(`<picture><source media="(width &lt;= 768px)" srcSet="data:image/avif;base64,AQID" ${INLINE_IMAGE_ATTRIBUTE}="" width="540"/>${plain}</picture>`);
  });

  it('does the same for a marked img’s src', () => {
    expect(inlineMarkedImages(`<img ${INLINE_IMAGE_ATTRIBUTE}="" src="/media/p.avif" alt=""/>`, read)).toBe(`<img ${INLINE_IMAGE_ATTRIBUTE}="" src="data:image/avif;base64,AQID" alt=""/>`);
  });

  it('refuses a marked image it cannot draw in: no file, several, or descriptors', () => {
    for (const attrs of ['', 'srcSet="/a.avif 1x, /b.avif 2x"', 'srcSet="/media/p.avif 540w"', 'src="https://cdn.example/p.avif"']) {
      expect(() => inlineMarkedImages(`<img ${attrs} ${INLINE_IMAGE_ATTRIBUTE}=""/>`, read)).toThrow(/needs one file/);
    }
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
