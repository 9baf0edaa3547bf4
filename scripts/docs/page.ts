/**
 * The Run buttons of the documentation site. Each runnable block is followed by a `data-run`
 * button and a `data-run-output` element; Run puts the block (as the reader left it: it is
 * editable) back in its file, strips its types with sucrase and runs it with the packages of this
 * bundle, each example making its own simulator inside the page. The output element gets what the
 * block printed and `data-run-status` `ok`, or the error and `error`. "Show the whole example"
 * shows the file the block is part of, the block marked.
 *
 * Only classic scripts are used, so the site works from `file://` as well as from any host.
 */
import { loopbackServer } from './loopback.js';
import { type RunHost, type RunnableExample, runExample } from './runner.js';

/** What `examples.js` defines: each example file's text, and the runnable blocks by id. */
interface ExampleData {
  readonly sources: Readonly<Record<string, string>>;
  readonly examples: Readonly<Record<string, RunnableExample>>;
}

declare global {
  interface Window {
    paymentsDocsExamples?: ExampleData;
  }
}

/**
 * The page's `fetch` for everything but the page's own files: a request for a server of the
 * page's loopback (an example's `node:http` server) reaches it; any other is refused at once, as
 * a network that is down refuses it, without a request. An example's simulator posts webhooks to
 * the app's receiver with the global `fetch`: to a receiver the example started, or, in the demo
 * seed, to `http://127.0.0.1:4011/webhooks`, where nothing listens (in Node either), so that
 * delivery is recorded as failed in both.
 */
function withLoopback(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const server = loopbackServer(url);
    if (server) return server.serve(new Request(input, init));
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      throw new TypeError(`The examples run without a network: ${url.origin} was not fetched`);
    }
    return fetch(input, init);
  };
}

/** The example's file as a block of text, the lines of the block marked. */
function wholeExample(source: string, region: string): HTMLElement {
  const pre = document.createElement('pre');
  pre.className = 'pp-run-whole';
  const code = pre.appendChild(document.createElement('code'));
  const lines = source.replace(/\n$/, '').split('\n');
  const start = lines.findIndex((line) => line.trim() === `// #region ${region}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === `// #endregion ${region}`);
  const shown = (from: number, to: number) =>
    lines
      .slice(from, to)
      .filter((line) => !/^\s*\/\/ #(end)?region /.test(line))
      .join('\n');
  code.append(shown(0, start + 1), start > 0 ? '\n' : '');
  const block = code.appendChild(document.createElement('mark'));
  block.textContent = shown(start + 1, end);
  code.append('\n', shown(end + 1, lines.length));
  return pre;
}

/** The `<name>.inputs.ts` companions of the example files, by the example file's path. */
type Companions = Readonly<
  Record<
    string,
    {
      readonly inputs: RunHost['inputs'][string];
      readonly exercise?: NonNullable<RunHost['exercises']>[string];
    }
  >
>;

/** Wires every Run button of the page to `modules` and the example files' companions. */
export function mountRunButtons(
  modules: RunHost['modules'],
  companions: Companions,
  harness?: RunHost['harness'],
): void {
  const inputs = Object.fromEntries(
    Object.entries(companions).map(([file, companion]) => [file, companion.inputs]),
  );
  const exercises = Object.fromEntries(
    Object.entries(companions).flatMap(([file, companion]) =>
      companion.exercise ? [[file, companion.exercise]] : [],
    ),
  );
  window.fetch = withLoopback(window.fetch.bind(window));
  // One run at a time: a run holds the page's console while its block runs.
  let running: Promise<unknown> = Promise.resolve();
  const start = () => {
    const data = window.paymentsDocsExamples;
    if (!data) throw new Error('examples.js did not load');
    for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-run]')) {
      const panel = button.closest<HTMLElement>('.pp-run');
      const code = panel?.previousElementSibling?.querySelector('code');
      const output = panel?.querySelector<HTMLElement>('[data-run-output]');
      const example = data.examples[button.dataset.example ?? ''];
      if (!panel || !code || !output || !example) continue;
      const original = code.innerHTML;
      code.contentEditable = 'plaintext-only';
      code.spellcheck = false;
      code.title = 'Edit the code, then run it again';
      panel.querySelector<HTMLButtonElement>('button[data-run-reset]')?.addEventListener('click', () => {
        code.innerHTML = original;
      });
      const whole = panel.querySelector<HTMLButtonElement>('button[data-run-whole]');
      whole?.addEventListener('click', () => {
        const shown = panel.querySelector('.pp-run-whole');
        if (shown) shown.remove();
        else panel.append(wholeExample(data.sources[example.file] ?? '', example.region));
        whole.textContent = shown ? 'Show the whole example' : 'Hide the whole example';
        whole.setAttribute('aria-expanded', String(!shown));
      });
      button.addEventListener('click', async () => {
        button.disabled = true;
        output.hidden = false;
        output.textContent = 'Running…';
        output.removeAttribute('data-run-status');
        try {
          const source = data.sources[example.file] ?? '';
          // The theme breaks lines with <br>, which only the rendered text reads as line breaks.
          // biome-ignore lint/performance/useDomNodeTextContent: the code's lines are <br> elements
          const block = code.innerText.replace(/\n$/, '');
          const host = { modules, inputs, exercises, ...(harness ? { harness } : {}) };
          const run = running.then(() => runExample(example, source, block, host));
          running = run.catch(() => undefined);
          const result = await run;
          output.textContent = result.output || '(printed nothing)';
          output.dataset.runStatus = result.status;
        } catch (error) {
          output.textContent = `✗ ${error instanceof Error ? error.message : String(error)}`;
          output.dataset.runStatus = 'error';
        } finally {
          button.disabled = false;
        }
      });
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}
