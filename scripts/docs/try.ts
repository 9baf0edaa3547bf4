import { collectExamples } from './examples.mjs';
import { nodeHost, runInNode } from './node-host.js';
const root = process.cwd();
const examples = collectExamples(root).filter((e: any) => e.run);
const host = await nodeHost(root, [...new Set(examples.map((e: any) => e.file))]);
for (const e of examples) {
  const r = await runInNode(root, e.run, host);
  console.log('=====', e.id, r.status, r.output.length, r.output.split('\n').slice(0,3).join(' | ').slice(0, 200));
}
