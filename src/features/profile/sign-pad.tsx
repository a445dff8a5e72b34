import { forwardRef, useImperativeHandle, useRef, type PointerEvent } from 'react';
import { Box } from '@mui/material';

export interface SignPadHandle {
  /** the drawing as a PNG data URL, or null when nothing was drawn */
  image(): string | null;
  clear(): void;
}

/** A box to sign in with mouse, pen or finger. */
export const SignPad = forwardRef<SignPadHandle, { label: string }>(function SignPad({ label }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scaleX = box.width ? event.currentTarget.width / box.width : 1;
    const scaleY = box.height ? event.currentTarget.height / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };
  const context = () => canvas.current?.getContext('2d') ?? null;

  useImperativeHandle(ref, () => ({
    image: () => (drawn.current && canvas.current ? canvas.current.toDataURL('image/png') : null),
    clear: () => {
      const ctx = context();
      if (ctx && canvas.current) ctx.clearRect(0, 0, canvas.current.width, canvas.current.height);
      drawn.current = false;
    },
  }));

  return (
    <Box
      component="canvas"
      ref={canvas}
      width={480}
      height={180}
      aria-label={label}
      data-testid="sign-pad"
      onPointerDown={(event: PointerEvent<HTMLCanvasElement>) => {
        const ctx = context();
        if (!ctx) return;
        drawing.current = true;
        const { x, y } = point(event);
        ctx.lineWidth = 3;
        ctx.lineCap = 'round';
        ctx.strokeStyle = '#000';
        ctx.beginPath();
        ctx.moveTo(x, y);
      }}
      onPointerMove={(event: PointerEvent<HTMLCanvasElement>) => {
        const ctx = context();
        if (!drawing.current || !ctx) return;
        const { x, y } = point(event);
        ctx.lineTo(x, y);
        ctx.stroke();
        drawn.current = true;
      }}
      onPointerUp={() => (drawing.current = false)}
      onPointerLeave={() => (drawing.current = false)}
      sx={{ width: '100%', maxWidth: 480, border: 1, borderColor: 'divider', borderStyle: 'dashed', touchAction: 'none', cursor: 'crosshair', bgcolor: '#fff' }}
    />
  );
});
