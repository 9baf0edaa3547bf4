export declare function installRefusal(facts: {
  readonly platform: string;
  readonly isRoot: boolean;
  readonly debianWithApt: boolean;
}): string | undefined;
export declare const commandsLine: (prefix: string, commands: readonly (readonly string[])[]) => string;
