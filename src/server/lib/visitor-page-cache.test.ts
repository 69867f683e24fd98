import { describe, expect, it } from 'vitest';
import type { PageRenderer, RenderedPage } from './page-render';
import { createVisitorPageCache } from './visitor-page-cache';

/** A renderer that says which render of the page this is. */
function countingRenderer(answer: (n: number) => RenderedPage | null = (n) => page(n)) {
  let renders = 0;
  const render: PageRenderer = async () => answer(++renders);
  return { render, renders: () => renders };
}
const page = (n: number): RenderedPage => ({
  html: `<p>render ${n}</p>`,
  stateScript: '',
  status: 200,
});
const visit = (path: string, headers: HeadersInit = {}) =>
  new Request(`http://localhost${path}`, { headers });

describe('the visitor page cache', () => {
  it('keeps a page for its time, then renders it anew', async () => {
    let clock = 0;
    const cache = createVisitorPageCache(10_000, () => clock);
    const { render } = countingRenderer();
    const cached = cache.wrap(render);

    expect((await cached(visit('/'), undefined))?.html).toBe('<p>render 1</p>');
    clock = 9_999;
    expect((await cached(visit('/'), undefined))?.html).toBe('<p>render 1</p>');
    clock = 10_000;
    expect((await cached(visit('/'), undefined))?.html).toBe('<p>render 2</p>');
  });

  it('keeps each address apart, and drops them all on a change', async () => {
    const cache = createVisitorPageCache(10_000);
    const cached = cache.wrap(countingRenderer().render);
    const first = await cached(visit('/activities?q=art'), undefined);
    expect(await cached(visit('/activities?q=music'), undefined)).not.toEqual(first);
    expect(await cached(visit('/activities?q=art'), undefined)).toEqual(first);

    cache.invalidate();
    expect(await cached(visit('/activities?q=art'), undefined)).not.toEqual(first);
  });

  it('lets visitors arriving together share one render', async () => {
    const { render, renders } = countingRenderer();
    const cached = createVisitorPageCache(10_000).wrap(render);
    const pages = await Promise.all([1, 2, 3].map(() => cached(visit('/'), undefined)));
    expect(new Set(pages.map((p) => p?.html))).toEqual(new Set(['<p>render 1</p>']));
    expect(renders()).toBe(1);
  });

  it('does not hand on a render its own request abandoned: the next visitor renders anew', async () => {
    let renders = 0;
    const render: PageRenderer = (request) => {
      renders += 1;
      if (renders > 1) return Promise.resolve(page(renders));
      return new Promise((_, reject) =>
        request.signal.addEventListener('abort', () =>
          setTimeout(() => reject(new Error('aborted'))),
        ),
      );
    };
    const cached = createVisitorPageCache(10_000).wrap(render);
    const abandoning = new AbortController();
    const first = cached(
      new Request('http://localhost/', { signal: abandoning.signal }),
      undefined,
    );
    const joined = cached(visit('/'), undefined);
    abandoning.abort();
    await expect(first).rejects.toThrow('aborted');
    expect((await joined)?.html).toBe('<p>render 2</p>');
    expect((await cached(visit('/'), undefined))?.html).toBe('<p>render 2</p>');
  });

  it('never keeps the shell, a page with a cookie, or anything when turned off', async () => {
    const shellFirst = countingRenderer((n) => (n === 1 ? null : page(n)));
    const cached = createVisitorPageCache(10_000).wrap(shellFirst.render);
    expect(await cached(visit('/'), undefined)).toBeNull();
    expect((await cached(visit('/'), undefined))?.html).toBe('<p>render 2</p>');
    expect((await cached(visit('/', { cookie: 'kv=1' }), undefined))?.html).toBe('<p>render 3</p>');

    const off = countingRenderer();
    const uncached = createVisitorPageCache(0).wrap(off.render);
    await uncached(visit('/'), undefined);
    await uncached(visit('/'), undefined);
    expect(off.renders()).toBe(2);
  });
});
