import { PageSizes, type PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import { palette } from './document-style.ts';
import { drawableText } from './drawable-text.ts';
import type { ImageOrientation } from './jpeg-orientation.ts';
import { drawOrientedImage, isTurnedSideways } from './oriented-image.ts';
import type { TextStyle } from './text-styles.ts';
import { wrapText } from './wrap-text.ts';

/** The space left around the text of a portrait A4 page; the bottom keeps room for the footer. */
export const portraitMargins = { top: 56, right: 56, bottom: 64, left: 56 };

const lineHeightFactor = 1.4;

/** The column of a field's label; its value starts to the right of it. */
export const fieldLabelWidth = 150;

/** A label and its value, as `PageFlow.field` draws them. */
export type Field = { label: string; value: string; labelStyle: TextStyle; valueStyle: TextStyle };

/** A field wrapped into rows of label and value lines. */
type FieldLayout = {
  rows: { label: string | undefined; value: string | undefined }[];
  rowHeight: number;
  labelStyle: TextStyle;
  valueStyle: TextStyle;
};

/**
 * Lays content down A4 portrait pages from the top, starting a new page whenever the next line,
 * row or image would not fit above the bottom margin: a report runs to as many pages as its data
 * needs, and nothing is ever drawn off a page. `y` is the top of the next thing drawn.
 */
export class PageFlow {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  constructor(private readonly pdf: PDFDocument) {
    this.addPage();
  }

  get left(): number {
    return portraitMargins.left;
  }

  get width(): number {
    return this.page.getWidth() - portraitMargins.left - portraitMargins.right;
  }

  /** The tallest thing a page can hold. */
  get pageContentHeight(): number {
    return this.page.getHeight() - portraitMargins.top - portraitMargins.bottom;
  }

  addPage(): void {
    this.page = this.pdf.addPage(PageSizes.A4);
    this.pages.push(this.page);
    this.y = this.page.getHeight() - portraitMargins.top;
  }

  /** Moves to a new page unless `height` more points fit on this one. */
  ensureSpace(height: number): void {
    if (this.y - height < portraitMargins.bottom && this.y < this.page.getHeight() - portraitMargins.top) {
      this.addPage();
    }
  }

  /** Vertical space; it never carries over to the top of a new page. */
  moveDown(distance: number): void {
    this.y = Math.max(this.y - distance, portraitMargins.bottom);
  }

  static lineHeight(style: TextStyle): number {
    return style.size * lineHeightFactor;
  }

  /** Draws one already drawable line at the current position and moves below it. */
  line(text: string, style: TextStyle, indent = 0): void {
    const height = PageFlow.lineHeight(style);
    this.ensureSpace(height);
    this.drawAt(text, style, this.left + indent);
    this.y -= height;
  }

  /** Wraps `text` to the width left after `indent` and lays the lines down, across pages if need be. */
  paragraph(text: string, style: TextStyle, indent = 0): void {
    for (const line of wrapText(text, style.font, style.size, this.width - indent)) this.line(line, style, indent);
  }

  /**
   * A label and its value side by side, the value wrapped in its column. The label goes with the
   * value's first line, so a value that runs onto the next page keeps its label on the first.
   */
  field(label: string, value: string, labelStyle: TextStyle, valueStyle: TextStyle): void {
    this.drawField(this.layOutField({ label, value, labelStyle, valueStyle }));
  }

  /** Fields one under the other, moved to a new page together unless they would fill one alone. */
  fieldGroup(fields: Field[]): void {
    const layouts = fields.map((field) => this.layOutField(field));
    const height = layouts.reduce((total, layout) => total + layout.rowHeight * layout.rows.length, 0);
    if (height <= this.pageContentHeight) this.ensureSpace(height);
    for (const layout of layouts) this.drawField(layout);
  }

  private layOutField({ label, value, labelStyle, valueStyle }: Field): FieldLayout {
    const labelLines = wrapText(label, labelStyle.font, labelStyle.size, fieldLabelWidth - 10);
    const valueLines = wrapText(value, valueStyle.font, valueStyle.size, this.width - fieldLabelWidth);
    const rows = Array.from({ length: Math.max(labelLines.length, valueLines.length) }, (_, row) => ({
      label: labelLines[row],
      value: valueLines[row],
    }));
    const rowHeight = Math.max(PageFlow.lineHeight(labelStyle), PageFlow.lineHeight(valueStyle));
    return { rows, rowHeight, labelStyle, valueStyle };
  }

  private drawField({ rows, rowHeight, labelStyle, valueStyle }: FieldLayout): void {
    // Label and value share a baseline, whatever their sizes.
    const baselineDrop = Math.max(labelStyle.size, valueStyle.size);
    for (const row of rows) {
      this.ensureSpace(rowHeight);
      if (row.label) this.drawAt(row.label, labelStyle, this.left, baselineDrop);
      if (row.value) this.drawAt(row.value, valueStyle, this.left + fieldLabelWidth, baselineDrop);
      this.y -= rowHeight;
    }
  }

  /** A section heading with a rule under it, kept on the same page as the first lines after it. */
  heading(text: string, style: TextStyle, keepWithNext = 60): void {
    this.moveDown(style.size * 0.9);
    this.ensureSpace(PageFlow.lineHeight(style) + keepWithNext);
    this.paragraph(text, style);
    this.page.drawLine({
      start: { x: this.left, y: this.y + style.size * 0.25 },
      end: { x: this.left + this.width, y: this.y + style.size * 0.25 },
      thickness: 0.75,
      color: palette.rule,
    });
    this.moveDown(style.size * 0.4);
  }

  /**
   * Draws `image`, turned as its EXIF orientation says, scaled down (never up) to fit `maxWidth` by
   * `maxHeight` and the height of a page; on a new page if it does not fit below what is there.
   */
  image(image: PDFImage, maxWidth: number, maxHeight: number, orientation: ImageOrientation = 1): void {
    const shown = isTurnedSideways(orientation) ? { width: image.height, height: image.width } : image;
    const { width, height } = this.fit(shown, maxWidth, maxHeight);
    this.ensureSpace(height);
    drawOrientedImage(this.page, image, orientation, { x: this.left, y: this.y - height, width, height });
    this.y -= height;
  }

  /** Like `field`, with an image (a signature) for the value, kept on one page with its label. */
  labelledImage(label: string, labelStyle: TextStyle, image: PDFImage, maxWidth: number, maxHeight: number): void {
    const { width, height } = this.fit(image, maxWidth, maxHeight);
    this.ensureSpace(Math.max(height, PageFlow.lineHeight(labelStyle)));
    this.drawAt(drawableText(label, labelStyle.font), labelStyle, this.left);
    this.page.drawImage(image, { x: this.left + fieldLabelWidth, y: this.y - height, width, height });
    this.y -= Math.max(height, PageFlow.lineHeight(labelStyle));
  }

  /** `size` scaled down to fit the box and a page. */
  private fit(size: { width: number; height: number }, maxWidth: number, maxHeight: number) {
    const scale = Math.min(1, maxWidth / size.width, Math.min(maxHeight, this.pageContentHeight) / size.height);
    return { width: size.width * scale, height: size.height * scale };
  }

  /**
   * Draws drawable text with its baseline `baselineDrop` below the top of the line: by default one
   * font size, leaving the rest of the line as leading.
   */
  private drawAt(text: string, style: TextStyle, x: number, baselineDrop = style.size): void {
    const y = this.y - baselineDrop;
    this.page.drawText(text, { x, y, size: style.size, font: style.font.pdfFont, color: style.color });
  }
}
