// Puts the guides a package's README links to inside its tarball, so the links work from
// `node_modules`. In the repository a package README links `../../docs/<guide>.md`; `prepack` copies
// those guides (and the guides they link to) into the package's `docs/` folder and points the README
// at the copies; `postpack` puts the README back and removes the copies. Links of a copied guide
// to files that are not shipped (examples, sources) become plain text naming the repository path.
// Usage: `node ../../scripts/pack-docs.mjs prepack|postpack` from a package folder (npm runs both
// around `npm pack` and `npm publish`).
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const mode = process.argv[2];
const rootDocs = join('..', '..', 'docs');
const backup = '.README.md.repository';
const LINK = /\[([^\]]*)\]\(([^)\s#]*)(#[^)\s]*)?\)/g;

if (mode === 'postpack') {
  if (existsSync(backup)) {
    copyFileSync(backup, 'README.md');
    rmSync(backup);
  }
  rmSync('docs', { recursive: true, force: true });
  process.exit(0);
}
if (mode !== 'prepack') {
  console.error('usage: pack-docs.mjs prepack|postpack');
  process.exit(2);
}

const readme = readFileSync('README.md', 'utf8');
const wanted = [];
const packedReadme = readme.replace(LINK, (whole, text, target, fragment = '') => {
  const match = /^\.\.\/\.\.\/docs\/([\w.-]+\.md)$/.exec(target);
  if (!match) return whole;
  wanted.push(match[1]);
  return `[${text}](docs/${match[1]}${fragment})`;
});

// The guides to ship: those the README links, and those they link, transitively.
const shipped = new Set();
while (wanted.length > 0) {
  const name = wanted.pop();
  if (shipped.has(name)) continue;
  shipped.add(name);
  for (const [, , target] of readFileSync(join(rootDocs, name), 'utf8').matchAll(LINK)) {
    const local = /^(?:\.\/)?([\w.-]+\.md)$/.exec(target);
    if (local && existsSync(join(rootDocs, local[1]))) wanted.push(local[1]);
  }
}

rmSync('docs', { recursive: true, force: true });
mkdirSync('docs');
for (const name of shipped) {
  const text = readFileSync(join(rootDocs, name), 'utf8').replace(
    LINK,
    (whole, text, target, fragment = '') => {
      if (target === '' || /^[a-z]+:/i.test(target)) return whole;
      const local = /^(?:\.\/)?([\w.-]+\.md)$/.exec(target);
      if (local && shipped.has(local[1])) return whole;
      return `${text} (\`${posix.normalize(posix.join('docs', target))}${fragment}\` in the repository)`;
    },
  );
  writeFileSync(join('docs', name), text);
}
copyFileSync('README.md', backup);
writeFileSync('README.md', packedReadme);
