/** Types of `matrix.mjs`, for the support table's test. */
export interface MatrixRow {
  readonly name: string;
  readonly node: number;
  readonly versions: Readonly<Record<string, string>>;
  readonly overrides?: Readonly<Record<string, string>>;
}

export declare const MATRIX: readonly MatrixRow[];
export declare function rangeLabel(spec: string): string;
export declare function supportedVersions(
  matrix?: readonly MatrixRow[],
): { readonly tool: string; readonly tested: readonly string[] }[];
