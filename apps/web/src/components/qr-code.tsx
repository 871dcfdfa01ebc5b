import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';
import { Skeleton } from './ui/skeleton';

/** The light margin around a QR code, in modules: the 4 the standard asks for, so any camera reads it. */
const quietZone = 4;

type QrDrawing = { text: string; size: number; path: string } | { text: string; failed: true };

/**
 * A QR code of `text` as one SVG path, a unit square per dark module, at error correction level M (as
 * the printed certificate's). The `qrcode` package is loaded here, on demand, so the screens that show
 * no code never download it.
 */
async function drawQrCode(text: string): Promise<Exclude<QrDrawing, { failed: true }>> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + quietZone} ${row + quietZone}h1v1h-1z`;
    }
  }
  return { text, size: modules.size + 2 * quietZone, path };
}

/**
 * A QR code drawn as an inline SVG: black on white with crisp edges at any size (give the size in
 * `className`). A placeholder shows until the encoder has loaded.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const [drawing, setDrawing] = useState<QrDrawing>();
  useEffect(() => {
    let isCurrent = true;
    void drawQrCode(text)
      .catch((): QrDrawing => ({ text, failed: true }))
      .then((drawn) => {
        if (isCurrent) setDrawing(drawn);
      });
    return () => {
      isCurrent = false;
    };
  }, [text]);

  if (drawing?.text !== text) return <Skeleton className={cn('aspect-square', className)} />;
  // The encoder could not be loaded (a lost connection): the code in words still identifies the certificate.
  if ('failed' in drawing) {
    return (
      <p className={cn('flex aspect-square items-center justify-center rounded-lg border p-4 text-sm', className)}>
        The QR code could not be shown.
      </p>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      shapeRendering="crispEdges"
      className={cn('aspect-square bg-white', className)}
    >
      <rect width={drawing.size} height={drawing.size} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
