import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2Icon, EraserIcon, PenLineIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { SignatureMethod } from '@crane/contract';

/** Spec §4 Signature: 150 pixels high on a white ground. */
const padHeight = 150;

type SignaturePadProps = {
  /** The image, and whether it was drawn or typed (the record says which). */
  onConfirm: (pngDataUrl: string, method: SignatureMethod) => void;
  isSaving: boolean;
};

/**
 * A canvas to sign with a finger, pen or mouse (the page does not scroll while drawing), with Clear
 * and Confirm; Confirm is enabled once something is drawn. Typing one's name draws it instead, for
 * those who cannot draw.
 */
export function SignaturePad({ onConfirm, isSaving }: SignaturePadProps) {
  const { t } = useLingui();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const isDrawing = useRef(false);
  const [hasInk, setHasInk] = useState(false);
  const [method, setMethod] = useState<SignatureMethod>('drawn');
  const [typedName, setTypedName] = useState('');
  const typedId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const isTypedNameOnPad = hasInk && method === 'typed';

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(canvas.clientWidth * ratio);
    canvas.height = Math.floor(padHeight * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    clearCanvas(canvas);
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    isDrawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
    setHasInk(true);
    setMethod('drawn');
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!isDrawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  };
  const end = () => {
    isDrawing.current = false;
  };

  const clear = () => {
    if (canvasRef.current) clearCanvas(canvasRef.current);
    setHasInk(false);
  };

  const drawTypedName = () => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || !typedName.trim()) return;
    clearCanvas(canvas);
    context.fillStyle = '#0f1f3a';
    context.font = 'italic 36px "Segoe Script", "Brush Script MT", cursive, serif';
    context.textBaseline = 'middle';
    // The name starts at the pad's start edge: its left, or its right on a right-to-left page (a canvas
    // takes its text direction from the page, while its coordinates stay left to right).
    context.textAlign = 'start';
    const isRightToLeft = getComputedStyle(canvas).direction === 'rtl';
    const startX = isRightToLeft ? canvas.clientWidth - 16 : 16;
    context.fillText(typedName.trim(), startX, padHeight / 2, canvas.clientWidth - 32);
    // What is left is to confirm it: Confirm is enabled at once, and takes focus.
    flushSync(() => {
      setHasInk(true);
      setMethod('typed');
    });
    confirmRef.current?.focus();
  };

  return (
    <div className="space-y-3">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t`Signature pad: draw your signature with a finger, pen or mouse`}
        className="block h-[150px] w-full cursor-crosshair touch-none rounded-lg border-2 border-dashed border-slate-400 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1 space-y-1">
          <Label htmlFor={typedId}>
            <Trans>Or type your full name to sign</Trans>
          </Label>
          <Input
            id={typedId}
            value={typedName}
            autoComplete="name"
            onChange={(event) => setTypedName(event.target.value)}
          />
        </div>
        <Button variant="outline" onClick={drawTypedName} disabled={!typedName.trim()}>
          <PenLineIcon aria-hidden="true" />
          <Trans>Sign with typed name</Trans>
        </Button>
      </div>
      {isTypedNameOnPad ? (
        <p role="status" className="text-sm font-medium text-slate-900">
          <Trans>Your name is on the pad. Press Confirm to sign with it.</Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={clear}>
          <EraserIcon aria-hidden="true" />
          <Trans>Clear</Trans>
        </Button>
        <Button
          ref={confirmRef}
          disabled={!hasInk || isSaving}
          onClick={() => canvasRef.current && onConfirm(canvasRef.current.toDataURL('image/png'), method)}
        >
          <CheckCircle2Icon aria-hidden="true" />
          {isSaving ? <Trans>Saving...</Trans> : <Trans>Confirm</Trans>}
        </Button>
      </div>
    </div>
  );
}

function clearCanvas(canvas: HTMLCanvasElement) {
  const context = canvas.getContext('2d');
  if (!context) return;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.restore();
  context.strokeStyle = '#0f1f3a';
  context.lineWidth = 2.5;
  context.lineCap = 'round';
  context.lineJoin = 'round';
}
