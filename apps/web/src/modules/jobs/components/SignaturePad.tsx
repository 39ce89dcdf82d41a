import { Box, Button, Group, Text } from '@mantine/core';
import { type PointerEvent, useEffect, useRef, useState } from 'react';

export interface SignaturePadProps {
  /** Called with a PNG data URL after each stroke, or null once cleared. */
  onChange: (dataUrl: string | null) => void;
  width?: number;
  height?: number;
  error?: string | null;
}

/** A signature drawn with mouse, pen or finger on a canvas (pointer events), kept as a PNG data URL. */
export function SignaturePad({ onChange, width = 460, height = 160, error }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
  }, [width, height]);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - r.left) * width) / r.width, y: ((e.clientY - r.top) * height) / r.height };
  };

  function down(e: PointerEvent<HTMLCanvasElement>) {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    last.current = point(e);
  }

  function move(e: PointerEvent<HTMLCanvasElement>) {
    const ctx = canvas.current?.getContext('2d');
    if (!last.current || !ctx) return;
    const p = point(e);
    ctx.strokeStyle = '#1a1b1e';
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(last.current.x, last.current.y);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    last.current = p;
    setEmpty(false);
  }

  function up() {
    if (!last.current) return;
    last.current = null;
    if (!empty && canvas.current) onChange(canvas.current.toDataURL('image/png'));
  }

  function clear() {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
    }
    setEmpty(true);
    onChange(null);
  }

  return (
    <Box>
      <Text size="sm" fw={500} mb={4}>
        Signature
      </Text>
      <canvas
        ref={canvas}
        width={width}
        height={height}
        aria-label="Signature pad"
        data-testid="signature-pad"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerLeave={up}
        style={{
          width: '100%',
          maxWidth: width,
          aspectRatio: `${width} / ${height}`,
          border: `1px solid ${error ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-gray-4)'}`,
          borderRadius: 4,
          touchAction: 'none',
          cursor: 'crosshair',
          background: '#fff',
        }}
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c={error ? 'red' : 'dimmed'}>
          {error ?? (empty ? 'Sign inside the box.' : 'Signed.')}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={clear} disabled={empty}>
          Clear
        </Button>
      </Group>
    </Box>
  );
}
