// A TypeDoc plugin: the Run buttons of the site's examples.
//
// After each page is rendered, every `<!-- snippet: <file>#<region> -->` block gets a Run panel
// (a `data-run` button and a `data-run-output` element), or a line saying where it runs instead.
// After the site is written, `assets/run/` gets the examples' files (`examples.js`) and the page
// scripts: scripts/docs/page.ts bundled by esbuild with sucrase to strip the examples' types and
// the packages (from source) the examples of a page import, the page's loopback for `node:http`
// and, where a page's examples declare tests, its test harness; one bundle per set of modules
// (`run-<hash>.js`), shared by the pages whose examples import the same.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { build } from 'esbuild';
import { Converter, IndexEvent, PageEvent, ReflectionKind, RendererEvent } from 'typedoc';
import { collectExamples, importedSpecifiers } from './examples.mjs';

/** The modules the page's test harness stands in for (as scripts/docs/harness.ts lists them). */
const HARNESS_MODULES = ['vitest', '@payments-platform/simulator/vitest'];

const ROOT = join(import.meta.dirname, '..', '..');

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]);

/** The panel after a block: a Run button and its output, or where the block runs instead. */
function panel(example) {
  if (example.run) {
    return (
      `<div class="pp-run" data-example="${escapeHtml(example.id)}">` +
      `<button type="button" data-run data-example="${escapeHtml(example.id)}">Run</button>` +
      '<button type="button" data-run-reset>Reset</button>' +
      '<button type="button" data-run-whole aria-expanded="false">Show the whole example</button>' +
      '<span class="pp-run-hint">Runs in this page, against a simulator of its own, with the rest of its example hidden; edit the code and run it again.</span>' +
      '<pre class="pp-run-output" data-run-output hidden></pre></div>'
    );
  }
  const where = example.nodeOnly
    ? `Needs ${escapeHtml(example.nodeOnly)}, so it has no Run button here.`
    : `Not run in the page: ${escapeHtml(example.reason)}.`;
  return `<p class="pp-run-elsewhere">${where} The tests run it in Node: <code>${escapeHtml(example.file)}</code>.</p>`;
}

const STYLE = `
.pp-run{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:-.5rem 0 1rem}
.pp-run button{font:inherit;padding:.2rem .9rem;border-radius:.3rem;border:1px solid var(--color-accent);background:var(--color-background-secondary);color:var(--color-text);cursor:pointer}
.pp-run button[data-run]{border-color:var(--color-link);font-weight:600}
.pp-run-hint,.pp-run-elsewhere{font-size:.85em;color:var(--color-text-aside)}
.pp-run-output{flex-basis:100%;margin:0;white-space:pre-wrap;word-break:break-word;max-height:24rem;overflow:auto}
.pp-run-output[data-run-status=ok]{border-left:3px solid #2e9d4f}
.pp-run-output[data-run-status=error]{border-left:3px solid #d33}
code[contenteditable]:focus{outline:1px dashed var(--color-link)}
.pp-run-whole{flex-basis:100%;margin:0;max-height:32rem;overflow:auto}
.pp-run-whole mark{background:var(--color-background-active,#ffe7a3);color:inherit}
`;

/**
/**
 * How the page bundles msw. With tests (`mswTest`), `msw/node` is scripts/docs/msw-in-page.ts:
 * msw's network over its fetch interceptor, the part of msw 3's Node `setupServer` that a page can
 * run. Without tests nothing of the page uses msw, and the simulator's own `import('msw')` (for
 * `simulator.loadHandlers()`) fails with a message instead of adding msw and GraphQL to the page.
 */
function mswInThePage(tests) {
  return {
    name: 'msw-in-the-page',
    setup(build) {
      build.onResolve({ filter: /^msw\/node$/ }, () => ({
        path: join(ROOT, 'scripts', 'docs', 'msw-in-page.ts'),
      }));
      if (tests) return;
      build.onResolve({ filter: /^msw$/ }, () => ({ path: 'msw', namespace: 'no-msw' }));
      build.onLoad({ filter: /.*/, namespace: 'no-msw' }, () => ({
        contents: "throw new Error('The examples of this page run without msw');",
        loader: 'js',
      }));
    },
  };
}

export function load(app) {
  // A README is named by its first heading (`# Simulator`), not by its file name.
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const document of context.project.getReflectionsByKind(ReflectionKind.Document)) {
      if (document.name !== 'README' || document.frontmatter.title) continue;
      const heading = document.content
        .map((part) => part.text)
        .join('')
        .match(/^# (.+)$/m);
      if (heading) document.name = heading[1].replace(/`/g, '');
    }
  });

  /** @type {Map<string, ReturnType<typeof collectExamples>[number]>} */
  let examples = new Map();

  // A heading's inline code stays in the page's contents: TypeDoc names a heading by its text
  // alone, so `## The \`ky\` option` was listed as "The  option". The code becomes HTML around text.
  app.renderer.on(RendererEvent.BEGIN, () => {
    const parser = app.renderer.markedPlugin.parser;
    parser.core.ruler.push('heading_inline_code', (state) => {
      state.tokens.forEach((token, index) => {
        if (token.type !== 'inline' || state.tokens[index - 1]?.type !== 'heading_open') return;
        token.children = token.children.flatMap((child) => {
          if (child.type !== 'code_inline') return [child];
          const part = (type, content) => Object.assign(new state.Token(type, '', 0), { content });
          return [part('html_inline', '<code>'), part('text', child.content), part('html_inline', '</code>')];
        });
      });
    });
  });

  // Search finds pages a reader looks for: the guides, the operation pages and the exported
  // names. Members of types (thousands of generated fields) are left out of the index, an
  // operation or example page ranks as a guide does, and a document's frontmatter `keywords`
  // (the error catalogue's codes, a guide's other names) count as much as its title.
  app.renderer.on(IndexEvent.PREPARE_INDEX, (event) => {
    const keep = (reflection) =>
      reflection.isDocument() ||
      reflection.parent?.kindOf(ReflectionKind.SomeModule | ReflectionKind.Project);
    event.searchResults = event.searchResults.filter(keep);
    event.searchFields = event.searchResults.map((reflection) => {
      if (!reflection.isDocument()) return {};
      if (reflection.parent?.isDocument()) reflection.relevanceBoost = 2;
      const words = (value) => (Array.isArray(value) ? value.join(' ') : String(value ?? ''));
      return {
        keywords: words(reflection.frontmatter.keywords),
        aliases: words(reflection.frontmatter.aliases),
      };
    });
    // `aliases` (an operation page's id and route) find the page, without outranking a guide's keywords.
    event.searchFieldWeights.keywords = 150;
    event.searchFieldWeights.aliases = 45;
  });

  /** The bundles the pages load, by file name: the example files whose modules each holds. */
  const bundles = new Map();

  app.renderer.on(PageEvent.END, (page) => {
    if (!page.contents) return;
    // The icons as fragments of the page: the theme's icons.js puts the sprite into every page,
    // while a `<use>` of the sprite file is refused (with a console error) on `file://`.
    page.contents = page.contents.replace(/(<use href=")[^"#]*assets\/icons\.svg(#[^"]+")/g, '$1$2');
    // A source file a guide links to opens as a highlighted page of its own, not a download.
    page.contents = page.contents.replace(
      /(href="[^"#]*media\/[^"#]+\.(?:ts|mts|mjs|tsv|md))(["#])/g,
      '$1.html$2',
    );
    if (!page.contents.includes('<!-- snippet: ')) return;
    if (examples.size === 0)
      examples = new Map(collectExamples(ROOT).map((example) => [example.id, example]));
    const files = new Set();
    page.contents = page.contents.replace(
      /(<!-- snippet: (\S+) -->\s*<pre>[\s\S]*?<\/pre>)/g,
      (block, _all, id) => {
        const example = examples.get(id);
        if (!example) return block;
        if (example.run) files.add(example.run.file);
        return block + panel(example);
      },
    );
    if (files.size === 0) return;
    // One bundle per set of modules: a page loads the packages its own examples import (the
    // signing guide viem, the testing guide msw), and pages that import the same share it.
    const set = [...files].sort();
    const name = `run-${createHash('sha256').update(bundleKey(set)).digest('hex').slice(0, 10)}.js`;
    if (!bundles.has(name)) bundles.set(name, set);
    const up = '../'.repeat(page.url.split('/').length - 1);
    page.contents = page.contents.replace(
      '</head>',
      `<style>${STYLE}</style><script defer src="${up}assets/run/examples.js"></script>` +
        `<script defer src="${up}assets/run/${name}"></script></head>`,
    );
  });

  // The highlighted pages of the source files the guides link to, once TypeDoc has copied them
  // to media/ (at the end of the render, hence the low priority).
  app.renderer.on(
    RendererEvent.END,
    (event) => {
      const media = join(event.outputDirectory, 'media');
      if (!existsSync(media)) return;
      const languages = { ts: 'typescript', mts: 'typescript', mjs: 'javascript', md: 'text', tsv: 'text' };
      for (const name of readdirSync(media)) {
        const language = languages[name.split('.').pop() ?? ''];
        if (!language) continue;
        const text = readFileSync(join(media, name), 'utf8');
        const code =
          language === 'text' ? escapeHtml(text) : app.renderer.markedPlugin.getHighlighted(text, language);
        writeFileSync(
          join(media, `${name}.html`),
          '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
            '<meta name="viewport" content="width=device-width, initial-scale=1">' +
            `<title>${escapeHtml(name)}</title><link rel="icon" href="../assets/favicon.svg">` +
            '<link rel="stylesheet" href="../assets/style.css"><link rel="stylesheet" href="../assets/highlight.css">' +
            '<link rel="stylesheet" href="../assets/custom.css"></head>' +
            '<body><main class="container" style="padding:1rem"><p><a href="../index.html">Payments Platform TypeScript toolkit</a></p>' +
            `<h1>${escapeHtml(name)}</h1><div class="tsd-typography"><pre><code class="${language}">${code}</code></pre>` +
            '</div></main></body></html>\n',
        );
      }
    },
    -100,
  );

  app.renderer.postRenderAsyncJobs.push(async (event) => {
    const out = join(event.outputDirectory, 'assets', 'run');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const runnable = collectExamples(ROOT).filter((example) => example.run);
    const files = [...new Set(runnable.map((example) => example.run.file))];
    const sources = Object.fromEntries(files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));
    const data = {
      sources,
      examples: Object.fromEntries(runnable.map((example) => [example.id, example.run])),
    };
    writeFileSync(join(out, 'examples.js'), `window.paymentsDocsExamples = ${JSON.stringify(data)};\n`);
    await Promise.all([...bundles].map(([name, set]) => buildBundle(join(out, name), set)));
    app.logger.verbose(
      `Run buttons: ${runnable.length} examples, ${bundles.size} bundles in ${relative(ROOT, out)}`,
    );
  });
}

/** What a bundle for the example files `files` holds: the modules they import and their companions. */
function bundleKey(files) {
  const modules = importedSpecifiers(ROOT, files).map(({ key }) => key);
  const companions = files.filter((file) => existsSync(join(ROOT, file.replace(/\.ts$/, '.inputs.ts'))));
  return JSON.stringify({ modules, companions });
}

/** The page script with the modules the example files `files` import, written to `outfile`. */
async function buildBundle(outfile, files) {
  const imported = importedSpecifiers(ROOT, files);
  // The page's own stand-ins: its loopback for `node:http`, its test harness for the test runners.
  const standIns = { 'node:http': './scripts/docs/loopback.ts' };
  const modules = imported.filter(({ specifier }) => !HARNESS_MODULES.includes(specifier));
  const tests = imported.length > modules.length;
  const companions = files.filter((file) => existsSync(join(ROOT, file.replace(/\.ts$/, '.inputs.ts'))));
  const lines = [
    `import { mountRunButtons } from './scripts/docs/page.ts';`,
    ...(tests ? [`import { harness } from './scripts/docs/page-harness.ts';`] : []),
    ...modules.map(({ specifier, key }, index) =>
      key in standIns
        ? `import { http as m${index} } from ${JSON.stringify(standIns[key])};`
        : `import * as m${index} from ${JSON.stringify(specifier)};`,
    ),
    ...companions.map(
      (file, index) =>
        `import * as i${index} from ${JSON.stringify(`./${file.replace(/\.ts$/, '.inputs.ts')}`)};`,
    ),
    `mountRunButtons({ ${modules.map(({ key }, index) => `${JSON.stringify(key)}: m${index}`).join(', ')} }, ` +
      `{ ${companions.map((file, index) => `${JSON.stringify(file)}: i${index}`).join(', ')} }` +
      `${tests ? ', harness' : ''});`,
  ];
  const result = await build({
    stdin: { contents: lines.join('\n'), resolveDir: ROOT, sourcefile: 'docs-run-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    keepNames: true, // a function or class prints with its name, as in Node
    plugins: [mswInThePage(tests)],
    conditions: ['@payments-platform/source'],
    outfile,
    logLevel: 'error',
    metafile: Boolean(process.env.DOCS_RUN_METAFILE),
  });
  if (result.metafile)
    writeFileSync(
      `${process.env.DOCS_RUN_METAFILE}.${basename(outfile)}.json`,
      JSON.stringify(result.metafile),
    );
}
