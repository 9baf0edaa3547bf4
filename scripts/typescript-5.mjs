// Gives tools that drive the TypeScript compiler through its JavaScript API (TypeDoc) the 5.9
// compiler. The repository type-checks and emits declarations with TypeScript 7 (`typescript`),
// whose package has no such API yet; 5.9 is installed beside it as `typescript-5`. Loaded with
// `node --import ./scripts/typescript-5.mjs <tool>`, it resolves every `typescript` import of the
// process to `typescript-5`.
import { register } from 'node:module';

const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'typescript' || specifier.startsWith('typescript/')) {
    return next(specifier.replace(/^typescript/, 'typescript-5'), context);
  }
  return next(specifier, context);
}
`;

register(`data:text/javascript,${encodeURIComponent(hook)}`, import.meta.url);
