import { describe, expect, it } from 'vitest';
import { withoutScripts } from './page-floor';

describe('a page with no JavaScript', () => {
  it('loses its module scripts and their preloads, and keeps its styles, images and state', () => {
    const page = [
      '<head><link rel="stylesheet" crossorigin href="/assets/web.css">',
      '<link rel="modulepreload" crossorigin href="/assets/chunk.js">',
      '<link rel="preload" as="image" href="/images/a.svg"/>',
      '<script type="module" crossorigin src="/assets/index.js"></script></head>',
      '<body><main><h1>Kidventure</h1></main>',
      '<script type="module">import("/assets/part.js");\nstart();</script>',
      '<script type="application/json" id="kv-page-state">{"a":1}</script></body>',
    ].join('\n');
    const floor = withoutScripts(page);
    expect(floor).not.toContain('type="module"');
    expect(floor).not.toContain('modulepreload');
    expect(floor).not.toContain('start();');
    expect(floor).toContain('<link rel="stylesheet" crossorigin href="/assets/web.css">');
    expect(floor).toContain('<link rel="preload" as="image" href="/images/a.svg"/>');
    expect(floor).toContain('<h1>Kidventure</h1>');
    expect(floor).toContain('<script type="application/json" id="kv-page-state">{"a":1}</script>');
  });
});
