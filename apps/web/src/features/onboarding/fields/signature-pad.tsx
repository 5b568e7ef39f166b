import { Box, Button, Group, Input, Text } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';

interface SignaturePadFieldProps {
  label: string;
  /** What the signature is for, and that a typed name is not accepted. */
  description: ReactNode;
  error?: ReactNode;
  /** The drawn signature as a PNG data URL, or null once cleared. */
  onChange: (signature: string | null) => void;
}

const padHeight = 180;

/** Calls `onChange` when the screen's pixel ratio changes (zoom, another monitor). */
function watchPixelRatio(onChange: () => void): () => void {
  let query: MediaQueryList | null = null;
  const listen = () => {
    query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener('change', handleChange, { once: true });
  };
  const handleChange = () => {
    onChange();
    listen();
  };
  listen();
  return () => query?.removeEventListener('change', handleChange);
}

/**
 * The signature as a PNG at the pad's CSS size: the strokes drawn again on a canvas of one pixel per
 * CSS pixel, so the image stays small whatever the screen's pixel ratio.
 */
function exportSignature(pad: SignaturePad, canvas: HTMLCanvasElement): string | null {
  if (pad.isEmpty()) return null;
  const copy = document.createElement('canvas');
  copy.width = canvas.offsetWidth;
  copy.height = canvas.offsetHeight;
  const exporter = new SignaturePad(copy);
  exporter.fromData(pad.toData());
  const image = exporter.toDataURL('image/png');
  exporter.off();
  return image;
}

/**
 * A signature drawn with a mouse, a finger or a pen. The pad looks like paper in both themes and the
 * ink is the theme's black, so what the user sees is what the signed document shows. The canvas
 * follows its container's width and the screen's pixel ratio, keeping the strokes drawn so far.
 */
export function SignaturePadField({ label, description, error, onChange }: SignaturePadFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  const [isEmpty, setEmpty] = useState(true);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: getComputedStyle(canvas).color, minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;

    const fitCanvas = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = Math.round(canvas.offsetWidth * ratio);
      canvas.height = Math.round(canvas.offsetHeight * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(pad.toData());
    };
    const onStrokeEnd = () => {
      setEmpty(pad.isEmpty());
      onChangeRef.current(exportSignature(pad, canvas));
    };

    fitCanvas();
    const observer = new ResizeObserver(fitCanvas);
    observer.observe(canvas);
    const stopWatching = watchPixelRatio(fitCanvas);
    pad.addEventListener('endStroke', onStrokeEnd);
    return () => {
      pad.removeEventListener('endStroke', onStrokeEnd);
      stopWatching();
      observer.disconnect();
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
    onChange(null);
  };

  const descriptionId = `${id}-description`;
  const statusId = `${id}-status`;
  return (
    <Input.Wrapper id={id} label={label} description={description} error={error} labelElement="div" required>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${descriptionId} ${statusId}${error ? ` ${id}-error` : ''}`}
        display="block"
        w="100%"
        h={padHeight}
        mt={6}
        c="var(--mantine-color-black)"
        bg="var(--mantine-color-white)"
        bdrs="md"
        bd={`1px ${isEmpty ? 'dashed' : 'solid'} ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`}
        style={{ cursor: 'crosshair' }}
      >
        {t('onboardingLater.deed.signatureFallback')}
      </Box>
      <Group justify="space-between" mt="xs" gap="sm">
        <Text size="sm" c="dimmed" id={statusId} aria-live="polite">
          {isEmpty ? t('onboardingLater.deed.signatureEmpty') : t('onboardingLater.deed.signatureDrawn')}
        </Text>
        <Button variant="default" size="xs" onClick={clear} disabled={isEmpty}>
          {t('onboardingLater.deed.clearSignature')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
