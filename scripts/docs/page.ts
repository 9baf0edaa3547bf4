/**
 * The Run buttons of the documentation site. Each runnable block is followed by a `data-run`
 * button and a `data-run-output` element; Run puts the block (as the reader left it: it is
 * editable) back in its file, transpiles it with TypeScript (loaded on the first run) and runs it
 * with the packages of this bundle, each example making its own simulator inside the page. The
 * output element gets what it printed and `data-run-status` `ok`, or the error and `error`.
 *
 * Only classic scripts are used, so the site works from `file://` as well as from any host.
 */
import { type RunHost, type RunnableExample, runExample, type Transpiler } from './runner.js';

/** What `examples.js` defines: each example file's text, and the runnable blocks by id. */
interface ExampleData {
  readonly sources: Readonly<Record<string, string>>;
  readonly examples: Readonly<Record<string, RunnableExample>>;
}

declare global {
  interface Window {
    paymentsDocsExamples?: ExampleData;
    ts?: Transpiler;
  }
}

const assets = (document.currentScript as HTMLScriptElement | null)?.src.replace(/[^/]*$/, '') ?? '';

let transpiler: Promise<Transpiler> | undefined;

/** TypeScript's own transpiler, loaded once as a classic script beside this one. */
function loadTranspiler(): Promise<Transpiler> {
  transpiler ??= new Promise<Transpiler>((resolve, reject) => {
    if (window.ts) return resolve(window.ts);
    const script = document.createElement('script');
    script.src = `${assets}typescript.js`;
    script.onload = () => (window.ts ? resolve(window.ts) : reject(new Error('TypeScript did not load')));
    script.onerror = () => reject(new Error(`Could not load ${script.src}`));
    document.head.append(script);
  });
  return transpiler;
}

/** Wires every Run button of the page to `modules` and `inputs`. */
export function mountRunButtons(modules: RunHost['modules'], inputs: RunHost['inputs']): void {
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
      button.addEventListener('click', async () => {
        button.disabled = true;
        output.hidden = false;
        output.textContent = 'Running…';
        output.removeAttribute('data-run-status');
        try {
          const ts = await loadTranspiler();
          const source = data.sources[example.file] ?? '';
          // The theme breaks lines with <br>, which only the rendered text reads as line breaks.
          // biome-ignore lint/performance/useDomNodeTextContent: the code's lines are <br> elements
          const result = await runExample(example, source, code.innerText.replace(/\n$/, ''), {
            ts,
            modules,
            inputs,
          });
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
