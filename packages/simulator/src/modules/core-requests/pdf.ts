/**
 * A minimal PDF 1.4 writer: one A4 page of text lines in the standard Helvetica fonts
 * (WinAnsiEncoding), with a correct cross-reference table. Enough for an invoice.
 */

/** One line of text on the page. */
export interface PdfLine {
  readonly text: string;
  /** Font size in points; 11 by default. */
  readonly size?: number;
  readonly bold?: boolean;
  /** Extra space above the line, in points. */
  readonly gapBefore?: number;
}

/** What the document says about itself. */
export interface PdfInfo {
  readonly title: string;
  /** `D:YYYYMMDDHHmmSSZ`-ready instant (ISO 8601). */
  readonly createdAt: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** Latin-1 text for a PDF string literal: `\`, `(` and `)` escaped, other characters as `?`. */
function pdfString(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 63;
    if (character === '\\' || character === '(' || character === ')') out += `\\${character}`;
    else if (code === 10 || code === 13 || code === 9) out += ' ';
    else if (code < 32 || code > 255) out += '?';
    else out += character;
  }
  return out;
}

const latin1 = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0) & 0xff);

const pdfDate = (iso: string) => `D:${iso.replace(/[-:T]/g, '').slice(0, 14)}Z`;

/**
 * Renders one page of text lines as PDF bytes.
 *
 * @example
 * ```ts
 * const bytes = renderPdf([{ text: 'Invoice', size: 20, bold: true }], { title: 'Invoice', createdAt: now });
 * ```
 */
export function renderPdf(lines: readonly PdfLine[], info: PdfInfo): Uint8Array {
  let y = PAGE_HEIGHT - MARGIN;
  const commands: string[] = [];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= (line.gapBefore ?? 0) + size * 1.4;
    if (y < MARGIN) break;
    commands.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(2)} Td (${pdfString(line.text)}) Tj ET`,
    );
  }
  const content = commands.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${latin1(content).length} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfString(info.title)}) /Producer (Payments Platform simulator) /CreationDate (${pdfDate(info.createdAt)}) >>`,
  ];
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(latin1(body).length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = latin1(body).length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return latin1(body);
}
