import { parseColor } from '@invest/contracts/color-contrast';
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';

/** A simple top-to-bottom page writer for the forms and deeds we generate. */

const margin = 54;
const signatureBox = { width: 180, height: 60 };
const ink = rgb(0.1, 0.1, 0.12);
const rule = rgb(0.6, 0.6, 0.65);

/** The standard PDF fonts encode WinAnsi only: anything else is shown as '?'. */
export function pdfText(value: string): string {
  return value.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/** A column of a table: its heading, its width in points and which side its cells keep to. */
export interface PdfColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** Rows of a table; its headings are drawn again at the top of each page it continues on. */
export interface PdfTable {
  row(cells: readonly string[], options?: { bold?: boolean }): void;
}

/** A theme colour (hex, rgb() or hsl(), as a theme accepts them) for a PDF, or null for any other notation. */
export function pdfColorOf(css: string | null | undefined): RGB | null {
  const color = css ? parseColor(css) : null;
  return color ? rgb(color.red / 255, color.green / 255, color.blue / 255) : null;
}

export interface PdfWriter {
  document: PDFDocument;
  page: PDFPage;
  /** The issuer's name at the top of the first page, in the accent colour. */
  letterhead(company: string): void;
  title(text: string, subtitle?: string): void;
  heading(text: string): void;
  paragraph(text: string): void;
  field(label: string, value: string | null | undefined): void;
  space(points: number): void;
  /** A signature line: the drawn signature (PNG bytes) and when it was signed, or an empty box to sign in. */
  signature(png: Uint8Array | null, signedAt: Date | null): Promise<void>;
  /** A table across the text width; columns wider than it are narrowed in proportion. */
  table(columns: readonly PdfColumn[]): PdfTable;
  /** Numbers every page at its foot: `label(page, pages)`, such as "Page 2 of 5". */
  numberPages(label: (page: number, pages: number) => string): void;
  /** The vertical position the next line is written at. */
  y(): number;
  save(): Promise<Uint8Array>;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of pdfText(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Cuts `text` to what fits `width`, ending with "..." when it was cut. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  const clean = pdfText(text);
  if (font.widthOfTextAtSize(clean, size) <= width) return clean;
  let end = clean.length;
  while (end > 0 && font.widthOfTextAtSize(`${clean.slice(0, end)}...`, size) > width) end -= 1;
  return `${clean.slice(0, end)}...`;
}

export async function createPdfWriter(metadata: {
  title: string;
  author: string;
  now: Date;
  /** The colour of the letterhead and of the rules under titles and table headings (default: ink). */
  accent?: RGB | null;
}): Promise<PdfWriter> {
  const accent = metadata.accent ?? ink;
  const document = await PDFDocument.create();
  document.setTitle(pdfText(metadata.title));
  document.setAuthor(pdfText(metadata.author));
  document.setCreationDate(metadata.now);
  document.setModificationDate(metadata.now);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let page = document.addPage(PageSizes.Letter);
  const width = page.getWidth() - 2 * margin;
  let y = page.getHeight() - margin;

  function ensure(height: number) {
    if (y - height >= margin) return;
    page = document.addPage(PageSizes.Letter);
    writer.page = page;
    y = page.getHeight() - margin;
  }

  function lines(text: string, font: PDFFont, size: number, color = ink) {
    for (const line of wrap(text, font, size, width)) {
      ensure(size + 4);
      page.drawText(line, { x: margin, y: y - size, size, font, color });
      y -= size + 4;
    }
  }

  function tableRow(
    columns: readonly (PdfColumn & { x: number })[],
    cells: readonly string[],
    font: PDFFont,
    size: number,
  ) {
    columns.forEach((column, index) => {
      const text = fitted(cells[index] ?? '', font, size, column.width - 4);
      const x = column.align === 'right' ? column.x + column.width - 4 - font.widthOfTextAtSize(text, size) : column.x;
      page.drawText(text, { x, y: y - size, size, font, color: ink });
    });
    y -= size + 5;
  }

  const writer: PdfWriter = {
    document,
    page,
    letterhead(company) {
      lines(company, bold, 20, accent);
      y -= 2;
      page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 3, color: accent });
      y -= 16;
    },
    title(text, subtitle) {
      lines(text, bold, 16);
      if (subtitle) lines(subtitle, regular, 10);
      y -= 6;
      page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 1, color: accent });
      y -= 12;
    },
    heading(text) {
      y -= 6;
      lines(text, bold, 11);
      y -= 2;
    },
    paragraph(text) {
      lines(text, regular, 9.5);
      y -= 4;
    },
    field(label, value) {
      ensure(30);
      page.drawText(pdfText(label), { x: margin, y: y - 8, size: 8, font: regular, color: rule });
      page.drawText(pdfText(value || '-'), { x: margin, y: y - 21, size: 11, font: regular, color: ink });
      y -= 26;
      page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.5, color: rule });
      y -= 6;
    },
    space(points) {
      ensure(points);
      y -= points;
    },
    async signature(png, signedAt) {
      writer.space(signatureBox.height);
      if (!png) {
        writer.field('Signature', '');
        return;
      }
      const image = await document.embedPng(png);
      const scale = Math.min(signatureBox.width / image.width, signatureBox.height / image.height);
      page.drawImage(image, { x: margin, y, width: image.width * scale, height: image.height * scale });
      writer.space(8);
      writer.field('Signed at (UTC)', signedAt?.toISOString() ?? '');
    },
    table(columns) {
      const total = columns.reduce((sum, column) => sum + column.width, 0);
      const factor = total > width ? width / total : 1;
      let x = margin;
      const placed = columns.map((column) => {
        const at = { ...column, width: column.width * factor, x };
        x += at.width;
        return at;
      });
      const size = 8.5;
      const headings = () => {
        tableRow(
          placed,
          placed.map((column) => column.header),
          bold,
          size,
        );
        page.drawLine({
          start: { x: margin, y: y + 2 },
          end: { x: margin + width, y: y + 2 },
          thickness: 0.5,
          color: accent,
        });
        y -= 2;
      };
      ensure(3 * (size + 5));
      headings();
      return {
        row(cells, options) {
          const before = page;
          ensure(size + 5);
          if (page !== before) headings();
          tableRow(placed, cells, options?.bold ? bold : regular, size);
        },
      };
    },
    numberPages(label) {
      const pages = document.getPages();
      pages.forEach((each, index) => {
        const text = pdfText(label(index + 1, pages.length));
        const size = 8;
        each.drawText(text, {
          x: each.getWidth() - margin - regular.widthOfTextAtSize(text, size),
          y: margin / 2,
          size,
          font: regular,
          color: rule,
        });
      });
    },
    y: () => y,
    save: () => document.save(),
  };
  return writer;
}
