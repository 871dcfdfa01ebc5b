import type { Color } from 'pdf-lib';
import type { DocumentFont, DocumentFonts } from './document-fonts.ts';
import { palette } from './document-style.ts';

/** How a run of text looks. */
export type TextStyle = { font: DocumentFont; size: number; color: Color };

/** The text styles of the report and the summary, so that both read alike. */
export function reportTextStyles(fonts: DocumentFonts) {
  return {
    heading: { font: fonts.bold, size: 13, color: palette.navy },
    subheading: { font: fonts.bold, size: 11, color: palette.text },
    label: { font: fonts.regular, size: 9.5, color: palette.muted },
    value: { font: fonts.regular, size: 10, color: palette.text },
    strongValue: { font: fonts.bold, size: 10, color: palette.text },
    correct: { font: fonts.bold, size: 10, color: palette.correct },
    incorrect: { font: fonts.bold, size: 10, color: palette.incorrect },
    note: { font: fonts.regular, size: 9.5, color: palette.muted },
    footer: { font: fonts.regular, size: 8, color: palette.muted },
  } satisfies Record<string, TextStyle>;
}

export type ReportTextStyles = ReturnType<typeof reportTextStyles>;
