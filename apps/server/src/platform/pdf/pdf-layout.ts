import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A simple top-to-bottom page writer for the forms and deeds we generate. */

const margin = 54;
const signatureBox = { width: 180, height: 60 };
const ink = rgb(0.1, 0.1, 0.12);
const rule = rgb(0.6, 0.6, 0.65);

/** The standard PDF fonts encode WinAnsi only: anything else is shown as '?'. */
export function pdfText(value: string): string {
  return value.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

export interface PdfWriter {
  document: PDFDocument;
  page: PDFPage;
  title(text: string, subtitle?: string): void;
  heading(text: string): void;
  paragraph(text: string): void;
  field(label: string, value: string | null | undefined): void;
  space(points: number): void;
  /** A signature line: the drawn signature (PNG bytes) and when it was signed, or an empty box to sign in. */
  signature(png: Uint8Array | null, signedAt: Date | null): Promise<void>;
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

export async function createPdfWriter(metadata: { title: string; author: string; now: Date }): Promise<PdfWriter> {
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

  function lines(text: string, font: PDFFont, size: number, x = margin, maxWidth = width) {
    for (const line of wrap(text, font, size, maxWidth)) {
      ensure(size + 4);
      page.drawText(line, { x, y: y - size, size, font, color: ink });
      y -= size + 4;
    }
  }

  const writer: PdfWriter = {
    document,
    page,
    title(text, subtitle) {
      lines(text, bold, 16);
      if (subtitle) lines(subtitle, regular, 10);
      y -= 6;
      page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 1, color: ink });
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
    y: () => y,
    save: () => document.save(),
  };
  return writer;
}
